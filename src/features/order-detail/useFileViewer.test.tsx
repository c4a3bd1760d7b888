import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { notifier, type ToastMessage } from '../../lib/notify'
import { useFileViewer } from './useFileViewer'

describe('viewing a voucher (R-UPL-001..003)', () => {
  it('R-UPL-001 a file with no URL yet warns with UploadFilesUncompleteWarning and fetches nothing', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Blob(['x'], { type: 'image/png' })))
    const toasts: ToastMessage[] = []
    const unsubscribe = notifier.subscribe((toast) => toasts.push(toast))
    const { result } = renderHook(() => useFileViewer({ fetchFile }))
    await act(() => result.current.view({ url: null, fileName: 'slip.png', label: 'slip.png' }))
    unsubscribe()
    expect(toasts).toEqual([
      expect.objectContaining({ severity: 'warn', key: 'orderDetail:messages.UploadFilesUncompleteWarning' }),
    ])
    expect(fetchFile).not.toHaveBeenCalled()
  })

  it('R-UPL-002 a file with its URL is fetched and an image is shown in the preview, without a warning', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Blob(['x'], { type: 'image/png' })))
    const toasts: ToastMessage[] = []
    const unsubscribe = notifier.subscribe((toast) => toasts.push(toast))
    const { result } = renderHook(() => useFileViewer({ fetchFile }))
    await act(() => result.current.view({ url: '/api/__files/1', fileName: 'slip.png', label: 'slip.png' }))
    unsubscribe()
    expect(fetchFile).toHaveBeenCalledWith('/api/__files/1')
    expect(toasts).toEqual([])
  })
})

describe('the image preview (R-A11Y-001)', () => {
  it('R-A11Y-001 keeps its title while it closes, so the dialog on screen always has a name', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Blob(['x'], { type: 'image/png' })))
    let viewer: ReturnType<typeof useFileViewer> | undefined
    function Viewer() {
      viewer = useFileViewer({ fetchFile })
      return viewer.dialog
    }
    render(<Viewer />)
    await act(() => viewer!.view({ url: '/api/__files/1', fileName: 'slip.png', label: 'slip.png' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleName(/\S/)
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' }))
    // The dialog stays in the page for its closing animation, and it is still named there.
    const closing = screen.queryAllByRole('dialog')
    expect(closing).toHaveLength(1)
    expect(closing[0]).toHaveAccessibleName(/\S/)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
