// A preview template for Decap: Decap renders previews with its own React, so this component (made with
// Decap's createClass) gives the pane one element and renders the site's own React components into it
// with the site's React DOM, from the entry's current data on every change.
import type { ComponentType } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import type { DecapPreviewProps } from './decap.d.ts';

export interface PreviewProps<T> {
  data: T;
  /** The URL Decap shows for a media path (an upload not yet saved has a blob: URL). */
  asset: (path: string) => string;
}

export function previewTemplate<T>(Preview: ComponentType<PreviewProps<T>>) {
  let root: Root | undefined;
  let element: HTMLElement | null = null;
  const render = (props: DecapPreviewProps) => {
    if (!element) return;
    root ??= createRoot(element);
    const data = props.entry.get('data').toJS() as T;
    root.render(<Preview data={data} asset={(path) => props.getAsset(path)?.toString() ?? path} />);
  };
  return window.createClass({
    componentDidMount(this: { props: DecapPreviewProps }) {
      render(this.props);
    },
    componentDidUpdate(this: { props: DecapPreviewProps }) {
      render(this.props);
    },
    componentWillUnmount() {
      root?.unmount();
      root = undefined;
    },
    render() {
      return window.h('div', {
        ref: (el: HTMLElement | null) => {
          element = el;
        },
      });
    },
  });
}
