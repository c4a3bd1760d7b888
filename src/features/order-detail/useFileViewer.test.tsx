import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { notifier, type ToastMessage } from '../../lib/notify'
import { useFileViewer } from './useFileViewer'

describe('viewing a voucher (spec §5 Uploads)', () => {
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
