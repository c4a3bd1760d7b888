import type { Plugin } from 'vite'

// Every PrimeReact component, once mounted, loads its styles through `useStyle` (primereact/hooks),
// which keeps "loaded" in React state: up to four state updates per component, so every component
// renders a second time right after its first, in one task that is not split up, and rewrites the
// text of the shared <style> elements each time, which makes the browser check the page's styles
// again. The patch keeps "loaded" in a ref and leaves a <style> whose text is already right alone.
// Nothing else of useStyle changes: it still adds each style once (decision 0318).

const PATCHES: readonly (readonly [from: string, to: string])[] = [
  [
    `var _useState = useState(false),
    _useState2 = _slicedToArray(_useState, 2),
    isLoaded = _useState2[0],
    setIsLoaded = _useState2[1];
  var styleRef = useRef(null);`,
    `var loadedRef = useRef(false),
    isLoaded = loadedRef.current,
    setIsLoaded = function setIsLoaded(value) {
      loadedRef.current = value;
    };
  var styleRef = useRef(null);`,
  ],
  [
    'isLoaded && css !== newCSS && (styleRef.current.textContent = newCSS);',
    'loadedRef.current && css !== newCSS && (styleRef.current.textContent = newCSS);',
  ],
  ['if (!document || isLoaded) {', 'if (!document || loadedRef.current) {'],
  [
    'styleRef.current.textContent = css;\n    setIsLoaded(true);',
    'if (styleRef.current.textContent !== css) styleRef.current.textContent = css;\n    setIsLoaded(true);',
  ],
]

/** primereact/hooks' ES module with useStyle's patches; throws when one no longer applies. */
export function patchPrimeHooks(code: string): string {
  return PATCHES.reduce((patched, [from, to]) => {
    if (patched.split(from).length !== 2)
      throw new Error(
        `prime-style-patch: primereact/hooks changed, the patch for "${from.slice(0, 40)}…" no longer applies`,
      )
    return patched.replace(from, to)
  }, code)
}

export function primeStylePatchPlugin(): Plugin {
  return {
    name: 'portal-prime-style-patch',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact[\\/]hooks[\\/]hooks\.esm\.js$/.test(id.split('?')[0]!)) return null
      return { code: patchPrimeHooks(code), map: null }
    },
  }
}
