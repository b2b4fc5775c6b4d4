/**
 * The `--vs-*` custom properties a host page sets on an element (or any ancestor) to restyle
 * it, and the Fluent theme tokens each one stands for. Unset, the tenant's theme applies.
 *
 *   vs-search { --vs-color-primary: #c8102e; --vs-radius: 0; }
 */
export const HOST_PROPERTIES = [
  {
    name: '--vs-color-primary',
    syntax: '<color>',
    description: "buttons, links, focus and selection: the tenant's primary colour by default",
    tokens: [
      'colorBrandBackground',
      'colorBrandBackgroundHover',
      'colorBrandBackgroundPressed',
      'colorBrandForeground1',
      'colorBrandStroke1',
      'colorCompoundBrandStroke',
      'colorCompoundBrandBackground',
    ],
  },
  {
    name: '--vs-color-on-primary',
    syntax: '<color>',
    description: 'text on the primary colour',
    tokens: ['colorNeutralForegroundOnBrand'],
  },
  {
    name: '--vs-color-surface',
    syntax: '<color>',
    description: 'cards, rows, dialogs and fields',
    tokens: ['colorNeutralBackground1'],
  },
  {
    name: '--vs-color-background',
    syntax: '<color>',
    description: 'the backdrop behind surfaces',
    tokens: ['colorNeutralBackground2'],
  },
  {
    name: '--vs-color-text',
    syntax: '<color>',
    description: 'text',
    tokens: ['colorNeutralForeground1'],
  },
  {
    name: '--vs-color-text-muted',
    syntax: '<color>',
    description: 'secondary text: subtitles, counts, hints',
    tokens: ['colorNeutralForeground2'],
  },
  {
    name: '--vs-color-border',
    syntax: '<color>',
    description: 'borders and dividers',
    tokens: ['colorNeutralStroke1', 'colorNeutralStrokeAccessible'],
  },
  {
    name: '--vs-color-danger',
    syntax: '<color>',
    description: 'errors and destructive actions',
    tokens: ['colorPaletteRedForeground1'],
  },
  {
    name: '--vs-radius',
    syntax: '<length>',
    description: 'the corner radius of buttons, fields, cards and dialogs',
    tokens: ['borderRadiusMedium', 'borderRadiusLarge', 'borderRadiusXLarge'],
  },
  {
    name: '--vs-font-family',
    syntax: '<family-name>#',
    description: "the text's font: the tenant's font by default",
    tokens: ['fontFamilyBase'],
  },
] as const;

/**
 * The declarations that let the host page's `--vs-*` properties win over the theme's tokens:
 * `--colorBrandBackground: var(--vs-color-primary, #90caf9)` and so on.
 */
export function hostPropertyDeclarations(tokenValue: (token: string) => string | undefined) {
  return HOST_PROPERTIES.flatMap(({ name, tokens }) =>
    tokens.flatMap((token) => {
      const value = tokenValue(token);
      return value === undefined ? [] : [`--${token}: var(${name}, ${value});`];
    }),
  ).join(' ');
}
