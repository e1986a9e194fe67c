import { useId } from 'react';

interface ChestnutMarkProps {
  size?: number;
  /** On dark or brand-coloured backgrounds the shell turns light. */
  tone?: 'brand' | 'light';
  title?: string;
}

/** The 栗子 mark: a glossy chestnut with its pale base, drawn inline so it needs no asset request. */
export function ChestnutMark({ size = 28, tone = 'brand', title }: ChestnutMarkProps) {
  const gradientId = useId();
  const [top, bottom] = tone === 'light' ? ['#fff4e8', '#f2d3a8'] : ['#c8703a', '#7a3414'];
  const base = tone === 'light' ? '#ffffff' : '#f2d3a8';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <path
        d="M16 3.2c2.9 3 10.6 6.6 11.3 14.6.6 6.6-4.9 11-11.3 11S4.1 24.4 4.7 17.8C5.4 9.8 13.1 6.2 16 3.2z"
        fill={`url(#${gradientId})`}
      />
      <path
        d="M5.4 21.4c3 3.2 18.2 3.2 21.2 0-.6 4.4-5 7.4-10.6 7.4S6 25.8 5.4 21.4z"
        fill={base}
        opacity={tone === 'light' ? 0.55 : 1}
      />
      <ellipse
        cx="11.6"
        cy="13.4"
        rx="1.8"
        ry="3.6"
        transform="rotate(-28 11.6 13.4)"
        fill="#fff"
        opacity=".35"
      />
    </svg>
  );
}
