import { useEffect, useLayoutEffect, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t, tn } from '../../../i18n'
import { open } from '../../match/open'
import { openMatch } from '../../match/opening'
import { atTable } from '../../match/presence'
import { go, href } from '../../router'
import { type Invite as Invitation, invite, leave } from '../../table'
import { Screen } from '../Screen'
import { CodePanel, PasteCode } from './CodePanel'
import { QrScanner } from './QrScanner'
import { Refusals } from './Refusals'
import './table.css'
import '../../tableStrings'

const isAnswer = (text: string) => text.startsWith('STICHBLOCK-ANSWER-')

/**
 * The host's phone invites phones to the match's table (#16), one at a time: its code to scan,
 * then the other phone's answer to scan (or both pasted as text). A joined phone is counted and
 * a fresh code is ready for the next one.
 */
export function Invite({ id }: { id: string }) {
  const [invitation, setInvitation] = useState<Invitation | null>(null)
  const [step, setStep] = useState<'show' | 'scan'>('show')
  const [problem, setProblem] = useState<Reason | null>(null)
  const [connecting, setConnecting] = useState(false)
  const [joined, setJoined] = useState(false)
  const [round, setRound] = useState(0)

  // A code per invitation: each one connects exactly one phone.
  useLayoutEffect(() => {
    let live = true
    let made: Invitation | null = null
    setInvitation(null)
    void (async () => {
      const opened = await openMatch(id)
      if (!live) return
      if (opened !== true) {
        setProblem(opened === false ? { key: 'core.noMatch' } : opened)
        return
      }
      const got = await invite()
      if (!live) {
        if (!('key' in got)) got.close()
        return
      }
      if ('key' in got) setProblem(got)
      else {
        made = got
        setInvitation(got)
      }
    })()
    return () => {
      live = false
      // An invitation nobody answered is dropped; a joined phone's connection stays.
      if (made && !usedInvitations.has(made)) made.close()
    }
  }, [id, round])
  useEffect(() => setStep('show'), [round])

  const connect = async (code: string) => {
    if (!invitation || connecting) return
    setProblem(null)
    setConnecting(true)
    const refused = await invitation.accept(code)
    setConnecting(false)
    if (refused) {
      setProblem(refused)
      return
    }
    usedInvitations.add(invitation)
    setJoined(true)
    setRound((n) => n + 1)
  }

  const here = atTable.value
  const phones = here?.matchId === id ? here.phones + 1 : 1
  return (
    <Screen title={t('table.invite.title')} back={{ name: 'match', id }}>
      <p class="table-count" role="status">
        {joined ? t('table.invite.joined') : tn('table.invite.count', phones)}
      </p>
      {problem && (
        <p class="message error" role="alert">
          {say(problem)}
        </p>
      )}
      {step === 'show' ? (
        <section class="table-step" aria-labelledby="invite-step">
          <p id="invite-step">{t('table.invite.step1')}</p>
          {invitation ? (
            <CodePanel code={invitation.code} label={t('table.invite.qr')} />
          ) : (
            <p class="qr-wait" aria-busy="true">
              {t('table.invite.preparing')}
            </p>
          )}
          <button
            type="button"
            class="btn primary big"
            disabled={!invitation}
            onClick={() => setStep('scan')}
          >
            {t('table.invite.next')}
          </button>
        </section>
      ) : (
        <section class="table-step" aria-labelledby="invite-step">
          <p id="invite-step">{t('table.invite.step2')}</p>
          {!connecting && (
            <QrScanner
              label={t('table.invite.step2')}
              accept={isAnswer}
              onCode={(code) => void connect(code)}
            />
          )}
          {connecting && <p aria-busy="true">{t('table.invite.connecting')}</p>}
          <PasteCode
            label={t('table.invite.pasteAnswer')}
            action={t('table.invite.connect')}
            disabled={connecting}
            onCode={(code) => void connect(code)}
          />
          <button type="button" class="btn" onClick={() => setStep('show')}>
            {t('table.invite.again')}
          </button>
        </section>
      )}
      {here?.role === 'host' && here.matchId === id && (
        <Refusals players={open.value?.match.setup.players ?? []} />
      )}
      <nav class="table-nav">
        <a class="btn" href={href({ name: 'match', id })}>
          {t('table.invite.back')}
        </a>
        {here?.role === 'host' && here.matchId === id && (
          <button
            type="button"
            class="btn danger"
            onClick={() => {
              leave()
              go({ name: 'match', id })
            }}
          >
            {t('table.invite.close')}
          </button>
        )}
      </nav>
    </Screen>
  )
}

/** Invitations a phone joined by: their connection is that phone's, not to be closed here. */
const usedInvitations = new WeakSet<Invitation>()
