// A file the page made or received, saved as the browser's download (exports, documents, the
// quick-order template): one link clicked from inside the click's task chain, then let go.

export function saveFileInBrowser(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  // Revoked a moment later: some browsers read the URL after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
