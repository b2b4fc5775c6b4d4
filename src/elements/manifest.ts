import type { Package } from 'custom-elements-manifest/schema';
import { COMMON_ATTRIBUTES, CSS_PROPERTIES, attributeName } from './contract';
import { CONTRACTS } from './contracts';

/** The manifest of every element, as its contract describes it. */
export function buildManifest(): Package {
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: CONTRACTS.map((contract) => {
      const path = `elements/${contract.tag}.js`;
      const attributes = { ...contract.attributes, ...COMMON_ATTRIBUTES };
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name: contract.className,
            tagName: contract.tag,
            customElement: true,
            description: contract.description,
            superclass: { name: 'HTMLElement' },
            attributes: Object.entries(attributes).map(([prop, a]) => ({
              name: attributeName(prop),
              fieldName: prop,
              type: { text: a.type },
              description: a.description,
              ...('default' in a && a.default !== undefined ? { default: a.default } : {}),
            })),
            members: Object.entries(attributes).map(([prop, a]) => ({
              kind: 'field' as const,
              name: prop,
              type: { text: a.type === 'boolean' ? 'boolean' : 'string | undefined' },
              description: a.description,
              attribute: attributeName(prop),
              reflects: a.type === 'boolean',
            })),
            events: Object.entries(contract.events).map(([name, { description }]) => ({
              name,
              type: { text: `CustomEvent<VsEventMap['${name}']>` },
              description,
            })),
            cssParts: Object.entries(contract.parts).map(([name, { description }]) => ({
              name,
              description,
            })),
            cssProperties: CSS_PROPERTIES.map((p) => ({ ...p })),
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: contract.tag,
            declaration: { name: contract.className, module: path },
          },
        ],
      };
    }),
  };
}
