// The public rule functions throw; their message is plain English for outside callers.
import { format, named, type Reason, RuleError } from '../../../core/reason'
import { cardStrings } from '../../cards/strings'
import { trickStrings } from '../../cards/trickStrings'
import { sitStrings } from '../strings'

const english: Record<string, string> = { ...trickStrings.en, ...cardStrings.en, ...sitStrings.en }

export function fail(reason: Reason): never {
  const { params } = named(reason, [])
  throw new RuleError(reason, format(english[reason.key] ?? reason.key, params))
}
