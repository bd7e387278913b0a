/** The spec's bound for uploaded images: at most 1024 px wide, re-encoded at quality 0.6. */
export const IMAGE_MAX_WIDTH = 1024;
export const IMAGE_QUALITY = 0.6;

/** The size an image is drawn at: unchanged up to `maxWidth`, else scaled keeping its proportions. */
export function scaledSize(width: number, height: number, maxWidth = IMAGE_MAX_WIDTH): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** Images the scaler re-encodes (a GIF keeps its animation; others are left as they are). */
const SCALABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/bmp']);

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No se pudo procesar la imagen'))), type, quality));
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(`No se pudo leer la imagen '${file.name}'`));
    };
    image.src = url;
  });
}

/**
 * An image ready to upload: drawn on a canvas at most `maxWidth` px wide and encoded as JPEG at
 * `quality` (white behind transparent parts). Files that are not scalable images come back as they are.
 */
export async function scaleImage(file: File, maxWidth = IMAGE_MAX_WIDTH, quality = IMAGE_QUALITY): Promise<File> {
  if (!SCALABLE.has(file.type)) return file;
  const image = await loadImage(file);
  const size = scaledSize(image.naturalWidth, image.naturalHeight, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  const blob = await toBlob(canvas, 'image/jpeg', quality);
  const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
