import { describe, expect, it } from 'vitest'
import { storageStrings } from '../../src/storage/strings'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('storage messages', () => {
  const { en, de } = storageStrings

  it('exist in English and German for the same keys', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
  })

  it.each(Object.keys(en) as (keyof typeof en)[])('%s: both filled, same placeholders', (key) => {
    expect(en[key].trim()).not.toBe('')
    expect(de[key].trim()).not.toBe('')
    expect(de[key]).not.toBe(en[key])
    expect(placeholders(de[key])).toEqual(placeholders(en[key]))
  })

  it('cover every key that storage returns or throws', () => {
    const used = [
      'storage.writeFailed',
      'storage.readFailed',
      'storage.newerData',
      'import.tooLarge',
      'import.notJson',
      'import.notStichblock',
      'import.newer',
      'import.badShape',
      'import.badValue',
      'import.unknownGame',
      'import.badMatch',
    ]
    for (const key of used) expect(en).toHaveProperty([key])
  })
})
