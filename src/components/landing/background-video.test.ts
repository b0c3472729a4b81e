// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundVideo, storedVideoUrl } from './background-video.ts';
import { writeConsent } from '../../lib/consent.ts';

const allowFunctional = (functional: boolean) =>
  writeConsent({ essential: true, analytics: false, marketing: false, functional });
import { stubMatchMedia } from '../../../tests/helpers/media.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function video(): HTMLVideoElement {
  const element = document.createElement('video');
  element.hidden = true;
  element.play = vi.fn(() => Promise.resolve());
  element.pause = vi.fn();
  return element;
}

describe('background video', () => {
  it('uses the address in local storage only when it is set and on this site', () => {
    expect(storedVideoUrl()).toBeNull();
    localStorage.setItem('background-video', '/media/ocean.webm');
    expect(storedVideoUrl()).toBe(`${location.origin}/media/ocean.webm`);
    localStorage.setItem('background-video', 'https://cdn.example.com/ocean.mp4');
    expect(storedVideoUrl()).toBeNull();
    localStorage.setItem('background-video', '   ');
    expect(storedVideoUrl()).toBeNull();
  });

  it('plays muted and looping when set and functional cookies are allowed', () => {
    stubMatchMedia();
    allowFunctional(true);
    localStorage.setItem('background-video', '/media/ocean.webm');
    const element = video();
    startBackgroundVideo(element);
    expect(element.src).toBe(`${location.origin}/media/ocean.webm`);
    expect(element.muted).toBe(true);
    expect(element.hidden).toBe(false);
    expect(element.play).toHaveBeenCalled();
  });

  it('stays hidden and unloaded without functional consent', () => {
    stubMatchMedia();
    localStorage.setItem('background-video', '/media/ocean.webm');
    const noChoice = video();
    startBackgroundVideo(noChoice);
    expect(noChoice.hidden).toBe(true);
    expect(noChoice.getAttribute('src')).toBeNull();

    allowFunctional(false);
    const refused = video();
    startBackgroundVideo(refused);
    expect(refused.hidden).toBe(true);
    expect(refused.play).not.toHaveBeenCalled();
  });

  it('stays hidden and unloaded when not set or under reduced motion', () => {
    stubMatchMedia();
    allowFunctional(true);
    const unset = video();
    startBackgroundVideo(unset);
    expect(unset.hidden).toBe(true);
    expect(unset.getAttribute('src')).toBeNull();

    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    localStorage.setItem('background-video', '/media/ocean.webm');
    const reduced = video();
    startBackgroundVideo(reduced);
    expect(reduced.hidden).toBe(true);
    expect(reduced.play).not.toHaveBeenCalled();
  });
});
