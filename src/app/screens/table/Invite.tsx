import { useLayoutEffect, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t } from '../../../i18n'
import { open } from '../../match/open'
import { openMatch } from '../../match/opening'
import { atTable } from '../../match/presence'
import { go, href } from '../../router'
import { type Invite as Invitation, invite, leave } from '../../table'
import { tablePhones } from '../../tablePresence'
import { Screen } from '../Screen'
import { WaysBack } from './Back'
import { CodePanel, PasteCode } from './CodePanel'
import { Joined } from './Joined'
import { QrScanner } from './QrScanner'
import { Refusals } from './Refusals'
import './table.css'
import '../../tableStrings'

const isAnswer = (text: string) => text.startsWith('STICHBLOCK-ANSWER-')

/**
 * The host's phone invites phones to the match's table (#16), one at a time: its code to scan,
 * and at once the camera for the other phone's answer (or both pasted as text), so joining a
 * phone takes no tap on the host's screen besides opening it (#25). The joined phones are listed
 * with their seats, counted as the match page's bar counts them, and a fresh code is ready for
 * the next one.
 */
export function Invite({ id }: { id: string }) {
  const [invitation, setInvitation] = useState<Invitation | null>(null)
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
  const hosting = here?.role === 'host' && here.matchId === id
  const players = open.value?.match.setup.players ?? []
  return (
    <Screen title={t('table.invite.title')} back={{ name: 'match', id }}>
      <Joined phones={hosting ? tablePhones.value : []} players={players} />
      {hosting && <WaysBack id={id} players={players} />}
      {joined && (
        <p class="message" role="status">
          {t('table.invite.joined')}
        </p>
      )}
      {problem && (
        <p class="message error" role="alert">
          {say(problem)}
        </p>
      )}
      <section class="table-step" aria-labelledby="invite-step">
        <p id="invite-step">{t('table.invite.step1')}</p>
        {invitation ? (
          <CodePanel code={invitation.code} label={t('table.invite.qr')} />
        ) : (
          <p class="qr-wait" aria-busy="true">
            {t('table.invite.preparing')}
          </p>
        )}
      </section>
      <section class="table-step" aria-labelledby="answer-step">
        <p id="answer-step">{t('table.invite.step2')}</p>
        {/* The camera looks for the answer as soon as there is a code to answer. */}
        {invitation && !connecting && (
          <QrScanner
            key={round}
            compact
            label={t('table.invite.step2')}
            accept={isAnswer}
            onCode={(code) => void connect(code)}
          />
        )}
        {connecting && <p aria-busy="true">{t('table.invite.connecting')}</p>}
        <PasteCode
          label={t('table.invite.pasteAnswer')}
          action={t('table.invite.connect')}
          disabled={connecting || !invitation}
          onCode={(code) => void connect(code)}
        />
      </section>
      {hosting && <Refusals players={players} />}
      <nav class="table-nav">
        {/* Through go(): the match opens at its top, its table bar in view, not scrolled as far
            down as this screen was (#25). */}
        <a
          class="btn"
          href={href({ name: 'match', id })}
          onClick={(e) => {
            e.preventDefault()
            go({ name: 'match', id })
          }}
        >
          {t('table.invite.back')}
        </a>
        {hosting && (
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
