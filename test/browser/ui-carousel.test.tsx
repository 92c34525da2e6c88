import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import { Carousel, type CarouselTimer } from '../../src/ui/carousel';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press } from './support/real-input';

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const shown = () =>
  [...mounted!.shadow.querySelectorAll('[aria-roledescription="slide"]')].findIndex((s) => s.getAttribute('aria-hidden') !== 'true') + 1;
const button = (label: string) => $<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const SLIDES = ['第一张公告', '第二张公告', '第三张公告'].map((text) => <p key={text}>{text}</p>);

/** A clock the test advances by hand: the pending timeouts and their delays. */
function manualTimer() {
  let next = 0;
  const pending = new Map<number, { run: () => void; ms: number }>();
  const timer: CarouselTimer = {
    set: (run, ms) => {
      next += 1;
      pending.set(next, { run, ms });
      return next;
    },
    clear: (id) => {
      pending.delete(id);
    },
  };
  const fire = () => {
    const [id, entry] = [...pending][0]!;
    pending.delete(id);
    entry.run();
  };
  return { timer, pending, fire, delays: () => [...pending.values()].map((p) => p.ms) };
}

async function mount(timer?: CarouselTimer): Promise<void> {
  mounted = mountInShadow(<Carousel slides={SLIDES} timer={timer} />);
  await waitUntil(() => $('section'), 'the carousel renders');
}

describe('carousel (spec sections 2 and 9)', () => {
  beforeEach(async () => {
    await sendMouse({ type: 'move', position: [790, 590] });
  });
  afterEach(async () => {
    mounted?.unmount();
    mounted = null;
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
  });

  it('passes an accessibility audit', async () => {
    await mount(manualTimer().timer);
    await expect(mounted!.host).to.be.accessible();
  });

  it('starts on the first slide and plays every 4000 ms, looping from the last to the first', async () => {
    const clock = manualTimer();
    await mount(clock.timer);
    expect($('section')!.getAttribute('aria-label')).to.equal('轮播');
    expect(shown()).to.equal(1);
    await waitUntil(() => clock.pending.size === 1, 'the autoplay is scheduled');
    expect(clock.delays()).to.deep.equal([4000]);
    for (const expected of [2, 3, 1]) {
      clock.fire();
      await waitUntil(() => shown() === expected, `slide ${expected}`);
      await waitUntil(() => clock.pending.size === 1, 'the next slide is scheduled');
      expect(clock.delays()).to.deep.equal([4000]);
    }
    expect(button('第 1 张').getAttribute('aria-current')).to.equal('true');
  });

  it('pauses while hovered and while focused; the prev, next and dot buttons move and loop', async () => {
    const clock = manualTimer();
    await mount(clock.timer);
    const box = $('section')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + 10)] });
    await waitUntil(() => clock.pending.size === 0, 'hover pauses');
    await sendMouse({ type: 'move', position: [790, 590] });
    await waitUntil(() => clock.pending.size === 1, 'leaving resumes');
    await click(button('上一张'));
    await waitUntil(() => shown() === 3, 'prev from the first loops to the last');
    await sendMouse({ type: 'move', position: [790, 590] });
    await waitUntil(() => clock.pending.size === 0, 'focus inside pauses');
    await press('Enter');
    await waitUntil(() => shown() === 2);
    await click(button('下一张'));
    await click(button('下一张'));
    await waitUntil(() => shown() === 1, 'next from the last loops to the first');
    await click(button('第 3 张'));
    await waitUntil(() => shown() === 3);
    await sendMouse({ type: 'move', position: [790, 590] });
    expect(clock.pending.size, 'still focused').to.equal(0);
    button('第 3 张').blur();
    await waitUntil(() => clock.pending.size === 1, 'focus leaving resumes');
  });

  it('has a pause button that stops the autoplay until played again', async () => {
    const clock = manualTimer();
    await mount(clock.timer);
    const toggle = [...mounted!.shadow.querySelectorAll('button')].find((b) => b.textContent === '暂停轮播')!;
    await click(toggle);
    await waitUntil(() => toggle.textContent === '开始轮播');
    toggle.blur();
    await sendMouse({ type: 'move', position: [790, 590] });
    expect(clock.pending.size).to.equal(0);
    expect($('.irr-carousel-track')!.getAttribute('aria-live'), 'a paused carousel announces changes').to.equal('polite');
  });

  it('respects reduced motion: no autoplay and no sliding animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const clock = manualTimer();
    await mount(clock.timer);
    expect(clock.pending.size).to.equal(0);
    expect(getComputedStyle($('.irr-carousel-track')!).transitionDuration).to.equal('0s');
    expect([...mounted!.shadow.querySelectorAll('button')].some((b) => b.textContent === '开始轮播')).to.equal(true);
  });

  it('really advances after 4000 ms on the window clock', async () => {
    const started = performance.now();
    await mount();
    await waitUntil(() => shown() === 2, 'second slide', { timeout: 4600, interval: 20 });
    const elapsed = performance.now() - started;
    expect(elapsed).to.be.within(3950, 4600);
  });
});
