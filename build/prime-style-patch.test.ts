// @vitest-environment happy-dom
// (this file renders a component into a DOM; the other backend and build tests run without one, decision 0334)
import { act, render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import PrimeReact, { PrimeReactContext } from 'primereact/api'
import { DomHandler } from 'primereact/utils'
import { createElement, useContext, useEffect, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { patchPrimeHooks } from './prime-style-patch'

const hooks = readFileSync(resolve(process.cwd(), 'node_modules/primereact/hooks/hooks.esm.js'), 'utf8')

/** primereact/hooks' useStyle, taken out of the module's text (as given) with what it uses. */
function styleHookOf(moduleText: string) {
  const start = moduleText.indexOf('var useStyle = function useStyle(css)')
  const end = moduleText.indexOf('\n};\n', start) + 3
  const slicedToArray = <T>(array: T[]) => array
  const factory = new Function(
    'useState, useRef, useContext, useEffect, PrimeReactContext, PrimeReact, DomHandler, _slicedToArray, _id',
    `${moduleText.slice(start, end)}\nreturn useStyle;`,
  ) as (
    ...deps: unknown[]
  ) => (css: string, options: { name: string; manual?: boolean }) => { load: () => void }
  return factory(
    useState,
    useRef,
    useContext,
    useEffect,
    PrimeReactContext,
    PrimeReact,
    DomHandler,
    slicedToArray,
    0,
  )
}

/** How often a component renders that loads a style at mount, as every PrimeReact component does. */
async function rendersOfAStyledMount(moduleText: string, name: string) {
  const useStyle = styleHookOf(moduleText)
  let renders = 0
  function Styled() {
    renders++
    const { load } = useStyle(`.${name}{color:red}`, { name, manual: true })
    useEffect(() => load(), [load])
    return null
  }
  await act(async () => {
    render(createElement(Styled))
  })
  return renders
}

describe('R-PERF-014 PrimeReact style loading patch (decision 0318)', () => {
  it('applies to the installed PrimeReact, and fails loudly where it does not', () => {
    expect(patchPrimeHooks(hooks)).toContain('loadedRef.current')
    expect(() => patchPrimeHooks(hooks.replace('if (!document || isLoaded) {', 'if (!document) {'))).toThrow(
      /no longer applies/,
    )
  })

  it('adds the style once, without a second render of the component that loads it', async () => {
    // The unpatched hook renders the component again once its style is in.
    expect(await rendersOfAStyledMount(hooks, 'unpatched')).toBe(2)
    expect(await rendersOfAStyledMount(patchPrimeHooks(hooks), 'patched')).toBe(1)
    const style = document.head.querySelector('style[data-primereact-style-id="patched"]')
    expect(style?.textContent).toBe('.patched{color:red}')
    // A second component of the same name reuses the <style> and leaves its text node as it was.
    const text = style?.firstChild
    await rendersOfAStyledMount(patchPrimeHooks(hooks), 'patched')
    expect(document.head.querySelectorAll('style[data-primereact-style-id="patched"]')).toHaveLength(1)
    expect(style?.firstChild).toBe(text)
  })
})
