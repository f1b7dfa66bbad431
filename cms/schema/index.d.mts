export interface FieldDeclaration {
  field: string;
  type: string;
  meta: Record<string, unknown>;
  schema: Record<string, unknown>;
}

export interface RelationDeclaration {
  collection: string;
  field: string;
  related_collection: string;
  schema?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export interface CollectionDeclaration {
  collection: string;
  meta: Record<string, unknown>;
  fields: FieldDeclaration[];
  relations?: RelationDeclaration[];
}

/** Every collection the app owns, in creation order. */
export const collections: CollectionDeclaration[];

/** Fields the app adds to Directus' own collections (directus_users.registered_at, directus_files.alt). */
export const systemCollections: CollectionDeclaration[];
