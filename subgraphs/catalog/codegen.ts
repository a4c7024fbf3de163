import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The catalog's SDL and what graphql-codegen makes of it; the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('catalog', {
  mappers: {
    Website: '../entities/website.ts#Website as WebsiteModel',
    Collection: '../entities/collection.ts#Collection as CollectionModel',
    Product: '../services/product-records.ts#ProductRecord as ProductModel',
    Variant: '../services/product-records.ts#VariantRecord as VariantModel',
    Post: '../entities/post.ts#Post as PostModel',
    Event: '../entities/event.ts#Event as EventModel',
    ProductImage: '../entities/image.ts#Image as ImageModel',
    AudioFile: '../entities/audio-file.ts#AudioFile as AudioFileModel',
    Owner: '../services/new-sites.ts#OwnerReference as OwnerModel',
    ThemeVersion: '../entities/theme.ts#Theme as ThemeVersionModel',
  },
  ports: true,
});
