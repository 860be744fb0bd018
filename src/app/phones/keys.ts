// This phone's keys for private messages at a table (#16): one pair for as long as the app runs,
// made on first use; a reload makes a new pair (the private key is never stored).
import { type Keys, makeKeys } from '../../table/seal'

let keys: Promise<Keys> | null = null
export const myKeys = () => {
  keys ??= makeKeys()
  return keys
}
