import type { ApiClient } from './client';

/** One attribute of an element, as custom-elements.json (Custom Elements Manifest 2.1.0) has it. */
export interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  description?: string;
  default?: string;
}

/** The part of custom-elements.json the product reads: each element's tag, words and attributes. */
export interface ElementsManifest {
  schemaVersion: string;
  modules: Array<{
    path: string;
    declarations?: Array<{
      kind: string;
      tagName?: string;
      name: string;
      description?: string;
      attributes?: ManifestAttribute[];
      events?: Array<{ name: string; description?: string }>;
    }>;
  }>;
}

/** The elements' manifest, served beside the loader: the embed builder reads it. */
export function elementsApi(client: ApiClient) {
  return {
    manifest(signal?: AbortSignal) {
      return client.siteFile<ElementsManifest>('/custom-elements.json', signal);
    },
  };
}
