import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { ElementRoot } from './ElementRoot';

/** Attribute maps as r2wc reads them: string attributes only; rich data goes through the store. */
export type AttributeNames<Props> = ReadonlyArray<Extract<keyof Props, string>>;

/**
 * Turns a React feature into a `vs-*` custom element with an open shadow root. Defining the
 * same tag twice (the script loaded twice) is harmless.
 */
export function defineElement<Props extends object>(
  tag: `vs-${string}`,
  Feature: ComponentType<Props & { host: HTMLElement }>,
  attributes: AttributeNames<Props>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  function Element(props: Props & { container?: ShadowRoot }) {
    const shadowRoot = props.container!;
    return (
      <ElementRoot shadowRoot={shadowRoot}>
        <Feature {...props} host={shadowRoot.host as HTMLElement} />
      </ElementRoot>
    );
  }
  const constructor = r2wc(Element, {
    shadow: 'open',
    props: Object.fromEntries(attributes.map((name) => [name, 'string'])) as never,
  });
  customElements.define(tag, constructor);
  return constructor;
}
