// The tab list keeps the active tab in view (R-SHELL-024): it scrolls sideways by just enough,
// towards the nearest edge, and not at all when the tab is already shown.
import { describe, expect, it } from 'vitest'
import { scrollTabIntoView } from './TagsView'

/** A tab list 300 px wide at x = 0 with tabs of 100 px side by side, scrolled by `scrollLeft`. */
function tabList(paths: readonly string[], scrollLeft: number) {
  const list = document.createElement('ul')
  list.scrollLeft = scrollLeft
  list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 26 })
  paths.forEach((path, index) => {
    const tab = document.createElement('li')
    tab.dataset.path = path
    tab.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: index * 100 - list.scrollLeft, y: 0, width: 100, height: 26 })
    list.append(tab)
  })
  return list
}

const PATHS = ['/homepage', '/a', '/b', '/c', '/d', '/e']

describe('the tags view', () => {
  it('R-SHELL-024 a tab off to the right is scrolled in at the right edge; one off to the left at the left edge', () => {
    const list = tabList(PATHS, 0)
    scrollTabIntoView(list, '/e') // 500..600 shown as 300 px
    expect(list.scrollLeft).toBe(300)
    scrollTabIntoView(list, '/a') // 100..200, now at -200..-100
    expect(list.scrollLeft).toBe(100)
  })

  it('R-SHELL-024 a tab already in view, or no tab for the path, leaves the list where it is', () => {
    const list = tabList(PATHS, 100)
    scrollTabIntoView(list, '/b')
    expect(list.scrollLeft).toBe(100)
    scrollTabIntoView(list, '/nowhere')
    scrollTabIntoView(list, undefined)
    expect(list.scrollLeft).toBe(100)
  })
})
