import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** No look-alikes (0/O/o/Q, 1/I/i/l/L, 2/Z/z, 5/S/s, 9/g/q, 6/b, 8/B); case is ignored on comparison. */
const CHARSET = 'ACDEFGHJKMNPRTUVWXYadefhjkmnprtuvwxy347';
const LENGTH = 4;

/**
 * Sized for the 120x40 captcha box of the login form (its background comes from the page). Dark
 * grey characters: the package's random colours (forced on by its `background` option) include
 * pale yellows and greens that people misread.
 */
const IMAGE_OPTIONS = { width: 120, height: 40, fontSize: 42, noise: 2, color: false };

/** The package's default export renders given text; its typings only declare `create`. */
const renderCaptcha = svgCaptcha as unknown as (text: string, options: typeof IMAGE_OPTIONS) => string;

function randomText(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += CHARSET[randomInt(CHARSET.length)];
  return text;
}

/** A captcha: its text (to store with the session) and the SVG image showing it. */
export function createCaptcha(fixedText?: string): { text: string; svg: string } {
  const text = fixedText ?? randomText();
  return { text, svg: renderCaptcha(text, IMAGE_OPTIONS) };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value.trim().toLowerCase(), 'utf8').digest();
}

/** Trimmed, case-insensitive comparison; hashing first keeps the time independent of where they differ. */
export function sameCaptcha(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
