/** The base64 of a picked file (no data: prefix). */
export function fileBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A picture scaled to at most `maxWidth` px wide (canvas, PNG), as base64; smaller ones go as they are.
 */
export async function scaledImageBase64(file: File, maxWidth = 1024): Promise<string> {
  const original = await fileBase64(file);
  try {
    const bitmap = await createImageBitmap(file);
    if (bitmap.width <= maxWidth) return original;
    const canvas = document.createElement('canvas');
    canvas.width = maxWidth;
    canvas.height = Math.round((bitmap.height * maxWidth) / bitmap.width);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png').replace(/^data:[^,]*,/, '');
  } catch {
    return original;
  }
}
