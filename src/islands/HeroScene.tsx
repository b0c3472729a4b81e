// The hero's underwater scene (landing page, client:painted): light rays, main bubbles trailing smaller
// ones, particles, large bubbles and fish, all in the built HTML and animated by CSS alone. The scene holds
// still until the island has hydrated (after the page's first paint and load); then it moves, paused while
// the hero is off screen or the tab is hidden, and the island moves a soft glow with the pointer from
// 768 px wide (fine pointers only, never under reduced motion).
import { useEffect, useRef, useState } from 'react';
import './hero/hero-scene.css';
import { usePointerGlow } from './hero/use-pointer-glow.ts';

/** How many smaller bubbles trail each of the six main bubbles (four to seven). */
const TRAILS = [4, 6, 5, 7, 4, 6];
const RAYS = 4;
const PARTICLES = 6;
const LARGE_BUBBLES = 3;
const FISH = 3;

const spans = (count: number, className?: string) =>
  Array.from({ length: count }, (_, i) => <span key={i} className={className} />);

export default function HeroScene() {
  const scene = useRef<HTMLDivElement>(null);
  const glow = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  usePointerGlow(glow);

  useEffect(() => {
    // The island's own element has no box (display: contents): watch the hero section it paints.
    const hero = scene.current?.closest('section');
    if (!hero) return;
    let onScreen = true;
    const update = () => setPaused(!onScreen || document.hidden);
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      update();
    });
    observer.observe(hero);
    document.addEventListener('visibilitychange', update);
    setHydrated(true);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, []);

  return (
    <>
      <div
        ref={scene}
        className="underwater"
        aria-hidden="true"
        data-paused={paused ? '' : undefined}
        data-enhanced={hydrated ? '' : undefined}
      >
        <div className="rays">{spans(RAYS)}</div>
        <div className="large-bubbles">{spans(LARGE_BUBBLES)}</div>
        <div className="bubble-groups">
          {TRAILS.map((count, i) => (
            <div key={i} className="bubble-group">
              <span className="bubble" />
              {spans(count, 'trail')}
            </div>
          ))}
        </div>
        <div className="particles">{spans(PARTICLES)}</div>
        <div className="school">{spans(FISH, 'fish')}</div>
      </div>
      <div ref={glow} data-pointer-glow="" className="pointer-glow hidden md:block" aria-hidden="true" />
    </>
  );
}
