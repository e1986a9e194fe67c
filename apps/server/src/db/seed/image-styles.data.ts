/** The image styles a fresh install offers (spec §3 Image style). Previews are SVG illustrations in assets/styles. */
export interface SeedImageStyle {
  id: string;
  name: string;
  description: string;
  prompt: string;
  posterStyle: boolean;
  /** Two gradient stops and an accent used to draw the preview. */
  palette: [string, string, string];
}

export const seedImageStyles: SeedImageStyle[] = [
  {
    id: 'cinematic',
    name: '电影写实',
    description: '真实光影与电影级构图',
    prompt: 'cinematic still, photorealistic, dramatic lighting, 35mm film, shallow depth of field',
    posterStyle: true,
    palette: ['#1d2b3a', '#c9743a', '#f2c14e'],
  },
  {
    id: 'ink-wash',
    name: '国风水墨',
    description: '留白写意的中国水墨画风',
    prompt: 'traditional Chinese ink wash painting, xieyi, rice paper texture, negative space',
    posterStyle: true,
    palette: ['#f4efe3', '#9aa29a', '#2f3a36'],
  },
  {
    id: 'anime',
    name: '日系动漫',
    description: '明亮色彩与干净线条的动画风格',
    prompt: 'anime style, cel shading, clean line art, vibrant colors, detailed background',
    posterStyle: false,
    palette: ['#8fd3fe', '#fbc2eb', '#ff6f91'],
  },
  {
    id: 'cartoon-3d',
    name: '3D卡通',
    description: '圆润可爱的三维动画质感',
    prompt: '3d cartoon render, soft lighting, pixar-like, subsurface scattering, cute proportions',
    posterStyle: true,
    palette: ['#ffd89b', '#19547b', '#ff9a3c'],
  },
  {
    id: 'cyberpunk',
    name: '赛博朋克',
    description: '霓虹都市与高对比冷暖色',
    prompt: 'cyberpunk city, neon lights, rain, high contrast, futuristic',
    posterStyle: true,
    palette: ['#120136', '#035aa6', '#ff2e93'],
  },
  {
    id: 'oil-painting',
    name: '古典油画',
    description: '厚涂笔触与古典色调',
    prompt: 'classical oil painting, impasto brush strokes, rich warm tones, museum quality',
    posterStyle: false,
    palette: ['#3e2723', '#a1662f', '#e8c07d'],
  },
  {
    id: 'watercolor',
    name: '清新水彩',
    description: '通透柔和的水彩晕染',
    prompt: 'watercolor illustration, soft washes, paper grain, pastel palette',
    posterStyle: false,
    palette: ['#e0f7fa', '#b2dfdb', '#f48fb1'],
  },
  {
    id: 'film-noir',
    name: '黑白胶片',
    description: '高反差黑白与颗粒质感',
    prompt: 'black and white film noir, high contrast, film grain, hard shadows',
    posterStyle: true,
    palette: ['#0d0d0d', '#8a8a8a', '#f5f5f5'],
  },
];

/** Draws a small landscape poster in the style's palette: sky gradient, sun, two mountain ridges. */
export function renderStylePreviewSvg(style: SeedImageStyle): string {
  const [top, bottom, accent] = style.palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640" viewBox="0 0 480 640">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="1"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="480" height="640" fill="url(#sky)"/>
  <circle cx="330" cy="210" r="150" fill="url(#sun)" opacity="0.55"/>
  <circle cx="330" cy="210" r="58" fill="${accent}" opacity="0.9"/>
  <path d="M0 430 L90 330 L170 400 L270 290 L380 390 L480 320 L480 640 L0 640 Z" fill="${top}" opacity="0.55"/>
  <path d="M0 500 L120 420 L220 480 L330 410 L480 470 L480 640 L0 640 Z" fill="${top}" opacity="0.85"/>
  <rect y="560" width="480" height="80" fill="#000" opacity="0.28"/>
</svg>
`;
}
