/** Zoom steps of the viewer, as a share of the width that fits the screen. */
export const ZOOM = { min: 0.5, max: 3, step: 0.25, initial: 1 } as const;

export function nextZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * ZOOM.step) * 100) / 100;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, next));
}

/** CSS pixels per PDF point: the page fits `available` CSS pixels at 100%. */
export function pageScale(available: number, pageWidth: number, zoom: number): number {
  if (pageWidth <= 0 || available <= 0) return zoom;
  return (available / pageWidth) * zoom;
}
