import type { CSSProperties, ReactNode } from 'react';
import styles from './SurfaceCard.module.css';

interface SurfaceCardProps {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  padded?: boolean;
}

/** The white rounded surface every screen body sits on. */
export function SurfaceCard({ children, className, style, padded = true }: SurfaceCardProps) {
  return (
    <section className={`${styles.card} ${padded ? styles.padded : ''} ${className ?? ''}`} style={style}>
      {children}
    </section>
  );
}
