import { Field, Int, ObjectType } from 'type-graphql';

/** A coded value of a catalogue with its Spanish label, for the options of a form's list. */
@ObjectType('CodeOption', { description: 'Una opción de un catálogo: el código que se guarda y el texto que se muestra' })
export class CodeOption {
  @Field(() => Int, { description: 'Código que se guarda en el registro' }) code!: number;
  @Field({ description: 'Texto que se muestra al usuario' }) label!: string;
}
