/**
 * Arco's ConfigProvider derives only shades 5–7 from the primary colour; the light shades 1–4 (hover and
 * selected backgrounds) would stay Arco blue. Mix the chosen colour with white for those.
 */
const LIGHT_MIX: Record<number, number> = { 1: 0.9, 2: 0.75, 3: 0.55, 4: 0.3 };

export function lightShades(hex: string): Record<number, string> | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const out: Record<number, string> = {};
  for (const [shade, mix] of Object.entries(LIGHT_MIX)) out[Number(shade)] = rgb.map((c) => Math.round(c + (255 - c) * mix)).join(',');
  return out;
}

export function applyLightShades(hex: string): void {
  const shades = lightShades(hex);
  if (!shades) return;
  for (const [shade, value] of Object.entries(shades)) document.body.style.setProperty(`--arcoblue-${shade}`, value);
}
