import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { loaderFor } from '../../graphql/loaders.js';
import { Banner, TutorialStep } from './guide.types.js';
import { dataUrlOf, filesBytes } from './help-files.js';

/** The bytes of the pictures of one request, one statement for every row asking for them. */
function imageData(ctx: AppContext, fileId: number | null): Promise<string | null> {
  if (fileId === null) return Promise.resolve(null);
  const loader = loaderFor<number, string | null>(ctx, 'help.fileDataUrl', async (ids) => {
    const found = await filesBytes(ctx.em, ids);
    return ids.map((id) => dataUrlOf(found.get(id)));
  });
  return loader.load(fileId);
}

/** The pictures as data URLs, kept for clients of the previous schema (the files now have their URL). */
@Resolver(() => TutorialStep)
export class TutorialStepImageResolver {
  @FieldResolver(() => String, {
    nullable: true,
    deprecationReason: 'Use imageUrl',
    description: 'Imagen del paso como data URL (antes de guardarse en el servicio de archivos)',
  })
  imageDataUrl(@Root() step: TutorialStep, @Ctx() ctx: AppContext): Promise<string | null> {
    return imageData(ctx, step.imageFileId);
  }
}

@Resolver(() => Banner)
export class BannerImageResolver {
  @FieldResolver(() => String, { deprecationReason: 'Use imageUrl', description: 'La imagen como data URL (antes de guardarse en el servicio de archivos)' })
  async imageDataUrl(@Root() banner: Banner, @Ctx() ctx: AppContext): Promise<string> {
    return (await imageData(ctx, banner.imageFileId)) ?? '';
  }
}
