import type { ElementsManifest } from '../api/elements';

/** An attribute a partner may set on an element, in the embed builder. */
export interface EmbeddableAttribute {
  /** As written in HTML (kebab-case). */
  name: string;
  type: 'string' | 'boolean';
  description: string;
  default?: string;
}

export interface EmbeddableElement {
  tag: string;
  description: string;
  attributes: EmbeddableAttribute[];
}

/** The placeholder a partner's server replaces with the response's nonce. */
export const NONCE_PLACEHOLDER = '{{CSP_NONCE}}';

/**
 * The elements a partner can embed, from the manifest, in its order. `tenant` is left out: the
 * snippet's script chooses the tenant for every element on the page.
 */
export function embeddableElements(manifest: ElementsManifest): EmbeddableElement[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((declaration) =>
      declaration.tagName
        ? [
            {
              tag: declaration.tagName,
              description: declaration.description ?? '',
              attributes: (declaration.attributes ?? [])
                .filter((attribute) => attribute.name !== 'tenant')
                .map((attribute) => ({
                  name: attribute.name,
                  type: attribute.type?.text === 'boolean' ? 'boolean' : 'string',
                  description: attribute.description ?? '',
                  ...(attribute.default !== undefined ? { default: attribute.default } : {}),
                })),
            },
          ]
        : [],
    ),
  );
}

/** What the person chose: the element, its attributes, and where the page finds the product. */
export interface EmbedChoice {
  /** The product's address: the loader is there, and the API. */
  platform: string;
  tenant: string;
  /** Add the nonce placeholder, for a page with a strict Content Security Policy. */
  nonce: boolean;
  /** The elements' theme on the page; the tenant's default when left out. */
  theme?: 'light' | 'dark' | 'system' | undefined;
  tag: string;
  /** By attribute name: text (blank means unset) or a boolean attribute's presence. */
  values: Readonly<Record<string, string | boolean>>;
}

/** Text made safe inside a double-quoted HTML attribute. */
export function attributeText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The address as the snippet writes it (no trailing slash), or null when it is not one. */
export function platformAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.search || url.hash) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** The attributes the element gets: set text trimmed, booleans present when on. */
export function chosenAttributes(
  element: EmbeddableElement,
  values: EmbedChoice['values'],
): Array<[string, string | true]> {
  return element.attributes.flatMap((attribute): Array<[string, string | true]> => {
    const value = values[attribute.name];
    if (attribute.type === 'boolean') return value === true ? [[attribute.name, true]] : [];
    const text = typeof value === 'string' ? value.trim() : '';
    return text ? [[attribute.name, text]] : [];
  });
}

/**
 * The snippet to paste into a partner's page: the loader's script tag (the product's address,
 * the tenant and, if asked, the nonce placeholder) and the element with its attributes.
 */
export function embedSnippet(choice: EmbedChoice, element: EmbeddableElement): string {
  const platform = platformAddress(choice.platform) ?? choice.platform.trim();
  const script = [
    `<script`,
    `  src="${attributeText(`${platform}/vs-elements.js`)}"`,
    `  data-api-base="${attributeText(platform)}"`,
    `  data-tenant="${attributeText(choice.tenant)}"`,
    ...(choice.theme ? [`  data-theme="${choice.theme}"`] : []),
    ...(choice.nonce ? [`  data-nonce="${NONCE_PLACEHOLDER}"`] : []),
    `></script>`,
  ];
  const attributes = chosenAttributes(element, choice.values).map(([name, value]) =>
    value === true ? ` ${name}` : ` ${name}="${attributeText(value)}"`,
  );
  return `${script.join('\n')}\n<${element.tag}${attributes.join('')}></${element.tag}>\n`;
}
