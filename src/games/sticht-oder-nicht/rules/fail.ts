// The public rule functions throw; their message is plain English for outside callers.
import { format, named, type Reason, RuleError } from '../../../core/reason'
import { trickStrings } from '../../cards/trickStrings'
import { sonStrings } from '../strings'

/**
 * Puts animals' names (from a dictionary holding the son strings) into a reason's {animal} and
 * {animal2}, which the rules fill with an id ('wasp').
 */
export function withAnimalNames(reason: Reason, words: Readonly<Record<string, string>>): Reason {
  const params = reason.params
  if (params?.animal === undefined && params?.animal2 === undefined) return reason
  const names = { ...params }
  for (const field of ['animal', 'animal2']) {
    const id = params[field]
    if (id !== undefined) names[field] = words[`son.animal.${id}`] ?? String(id)
  }
  return { ...reason, params: names }
}

const english: Readonly<Record<string, string>> = { ...trickStrings.en, ...sonStrings.en }

export function fail(reason: Reason): never {
  const { params } = withAnimalNames(named(reason, []), english)
  throw new RuleError(reason, format(english[reason.key] ?? reason.key, params))
}
