// The public rule functions throw; their message is plain English for outside callers.
import { format, named, type Reason, RuleError } from '../../../core/reason'
import { sonStrings } from '../strings'

/**
 * Puts an animal's name (from a dictionary holding the son strings) into a reason's {animal},
 * which the rules fill with an id ('wasp').
 */
export function withAnimalNames(reason: Reason, words: Readonly<Record<string, string>>): Reason {
  const animal = reason.params?.animal
  if (animal === undefined) return reason
  const name = words[`son.animal.${animal}`] ?? String(animal)
  return { ...reason, params: { ...reason.params, animal: name } }
}

const english: Readonly<Record<string, string>> = sonStrings.en

export function fail(reason: Reason): never {
  const { params } = withAnimalNames(named(reason, []), english)
  throw new RuleError(reason, format(english[reason.key] ?? reason.key, params))
}
