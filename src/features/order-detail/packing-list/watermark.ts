// The packing list's watermark (R-CONST-005): the customer's name on a 200 × 150 canvas,
// rotated -20 degrees, repeated as the sheet's background.
export const WATERMARK_WIDTH = 200
export const WATERMARK_HEIGHT = 150
export const WATERMARK_ANGLE_DEG = -20

/** A data URL of the tile, or undefined where the browser draws no canvas. */
export function watermarkTile(text: string): string | undefined {
  const canvas = document.createElement('canvas')
  canvas.width = WATERMARK_WIDTH
  canvas.height = WATERMARK_HEIGHT
  const context = canvas.getContext('2d')
  if (!context) return undefined
  context.translate(WATERMARK_WIDTH / 2, WATERMARK_HEIGHT / 2)
  context.rotate((WATERMARK_ANGLE_DEG * Math.PI) / 180)
  context.font = '14px sans-serif'
  context.fillStyle = 'rgba(30, 41, 59, 0.12)'
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  context.fillText(text, 0, 0)
  return canvas.toDataURL()
}
