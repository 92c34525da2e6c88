import { useEffect, useState, type ReactNode } from 'react';
import { carouselTexts } from '../../i18n/zh-CN/carousel';
import { useStyles } from '../styles/use-styles';
import { carouselStyles } from './carousel.styles';

/** The timer the autoplay uses (a test passes its own clock). */
export interface CarouselTimer {
  set: (run: () => void, ms: number) => number;
  clear: (id: number) => void;
}

const windowTimer: CarouselTimer = {
  set: (run, ms) => window.setTimeout(run, ms),
  clear: (id) => window.clearTimeout(id),
};

export interface CarouselProps {
  /** The slides, in order. */
  slides: ReactNode[];
  /** Milliseconds each slide stays while playing (spec section 9). @default 4000 */
  interval?: number;
  /** Start playing on mount (never when the user asks for reduced motion). @default true */
  autoplay?: boolean;
  /** Accessible name of the carousel. @default '轮播' */
  label?: string;
  /** The clock of the autoplay. @default window.setTimeout / clearTimeout */
  timer?: CarouselTimer;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Slides that advance every `interval` ms and loop from the last back to the first. Hovering or
 * focusing it pauses; a play/pause button, prev/next buttons and one dot per slide. With reduced
 * motion it neither autoplays nor animates.
 */
export function Carousel({ slides, interval = 4000, autoplay = true, label = carouselTexts.label, timer = windowTimer }: CarouselProps) {
  useStyles(carouselStyles);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => autoplay && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = slides.length;
  const current = total ? index % total : 0;
  const go = (to: number) => setIndex(((to % total) + total) % total);
  const running = playing && !hovered && !focused && total > 1;

  useEffect(() => {
    if (!running) return undefined;
    const id = timer.set(() => setIndex((i) => (i + 1) % total), interval);
    return () => timer.clear(id);
  }, [running, current, interval, total, timer]);

  return (
    <section
      className="irr-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      part="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="irr-carousel-track" style={{ transform: `translateX(-${current * 100}%)` }} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="irr-carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={carouselTexts.slide(i + 1, total)}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="irr-carousel-controls">
        <button type="button" onClick={() => setPlaying((p) => !p)}>
          {playing ? carouselTexts.pause : carouselTexts.play}
        </button>
        <button type="button" aria-label={carouselTexts.prev} onClick={() => go(current - 1)}>
          ‹
        </button>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className="irr-carousel-dot"
            aria-label={carouselTexts.goTo(i + 1)}
            aria-current={i === current}
            onClick={() => go(i)}
          />
        ))}
        <button type="button" aria-label={carouselTexts.next} onClick={() => go(current + 1)}>
          ›
        </button>
      </div>
    </section>
  );
}
