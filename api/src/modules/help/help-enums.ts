import { registerEnumType } from 'type-graphql';

/** What a search hit is. Values are the codes the legacy search answers (tipo). */
export enum HelpHitKind {
  TOPIC = 'T',
  DOCUMENT = 'D',
  FAQ = 'F',
  TUTORIAL = 'G',
}

registerEnumType(HelpHitKind, {
  name: 'HelpHitKind',
  description: 'Clase de contenido que encontró la búsqueda del centro de ayuda',
  valuesConfig: {
    TOPIC: { description: 'Un tema o subtema de ayuda (thelptema)' },
    DOCUMENT: { description: 'Un documento de ayuda: PDF, video o enlace (thelpdoc)' },
    FAQ: { description: 'Una pregunta frecuente visible (tfaqs)' },
    TUTORIAL: { description: 'Una guía rápida activa (ttutorial)' },
  },
});
