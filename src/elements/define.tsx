import r2wc from '@r2wc/react-to-web-component';
import { startTransition, type ComponentType } from 'react';
import { configure, platform, platformStarted } from '../core/platform';
import { attributeName, type ElementContract, type PropsOf } from './contract';
import { ElementRoot } from './ElementRoot';

// r2wc keeps props and its render hook under these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  attributeChangedCallback?(name: string, old: string | null, value: string | null): void;
};

/**
 * Turns a React feature into the custom element its contract describes, with an open shadow
 * root. Attributes follow HTML: a removed attribute is unset, a boolean one is true when
 * present (even empty) and false when removed, and its property reflects it. Every element
 * also takes `tenant`, which chooses the page's tenant if it is the first to ask. Defining a
 * tag twice (the script loaded twice) is harmless.
 */
export function defineElement<C extends ElementContract>(
  contract: C,
  Feature: ComponentType<PropsOf<C> & { host: HTMLElement }>,
): CustomElementConstructor {
  type Props = PropsOf<C>;
  const tag = contract.tag;
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
  const entries = Object.entries(contract.attributes).map(
    ([prop, { type }]) => [prop, type] as const,
  );
  const strings = entries.filter(([, type]) => type === 'string').map(([prop]) => prop);
  const booleans = new Map(
    entries.filter(([, type]) => type === 'boolean').map(([prop]) => [attributeName(prop), prop]),
  );
  const texts = new Map(strings.map((prop) => [attributeName(prop), prop]));
  const Base = r2wc(Element, {
    shadow: 'open',
    props: Object.fromEntries(strings.map((name) => [name, 'string'])) as never,
  }) as unknown as { new (): R2wcElement; observedAttributes: string[] };

  class VsElement extends Base {
    static override get observedAttributes() {
      return [...Base.observedAttributes, ...booleans.keys(), 'tenant'];
    }
    override connectedCallback() {
      // A property set before the element's code loaded sits on the instance and hides the
      // accessor: take it off and set it again through the accessor.
      for (const [prop] of entries) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = value;
      }
      const tenant = this.getAttribute('tenant');
      if (tenant) {
        if (!platformStarted()) configure({ tenant });
        else console.warn(`<${tag} tenant="${tenant}">: the page's tenant is already chosen.`);
      }
      // The first element on the page starts it (not the module's import: a page may still
      // configure() between importing an element and showing it), and its saved session.
      void platform().restored;
      super.connectedCallback();
    }
    /**
     * Every render r2wc asks for (the first, whether from being connected or from an attribute
     * read as the element upgrades, and each after a change of attribute or property) is a
     * transition: React renders it in slices, yielding to the page between them, rather than in
     * one task that keeps a phone from answering for a third of a second (Lighthouse's total
     * blocking time).
     */
    override [RENDER]() {
      startTransition(() => super[RENDER]());
    }
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const flag = booleans.get(name);
      const text = texts.get(name);
      if (flag) this[PROPS][flag] = value !== null;
      else if (text && value === null) delete this[PROPS][text];
      else return super.attributeChangedCallback?.(name, old, value);
      this[RENDER]();
    }
  }
  for (const [attribute, prop] of booleans) {
    Object.defineProperty(VsElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.hasAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        this.toggleAttribute(attribute, !!value);
      },
    });
  }
  customElements.define(tag, VsElement);
  return VsElement;
}
