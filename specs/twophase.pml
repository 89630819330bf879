/*
 * twophase: one sender (the trainer's rank 0) and NR receiving endpoints, checked by spin.
 *
 * Every state change goes through sender_fire / receiver_fire, generated from the Python
 * table into table.pml, so the model cannot take a transition the table lacks (that is an
 * assertion failure) and a guard the table names is the guard the model evaluates.
 *
 * Faults, at most MAXFAULTS per run, anywhere they can happen: an HTTP request, reply or
 * collective message is lost; a receiver dies; the sender dies; a deadline expires early
 * (a slow peer); a receiver's manifest differs from the sender's (the probe catches it); a
 * receiver's rank worker fails to post; an apply fails; an operator's abort request
 * reaches a receiver at any moment. A deadline on a wait that can never be satisfied
 * expires through Promela's `timeout` (no process can move).
 *
 * The commit point is the vote: a receiver that cast its yes can no longer be aborted (an
 * abort then waits for the vote's outcome: passed, it gets 409; failed, the receiver rolls
 * back anyway), and a receiver commits as soon as it learns that the vote passed (RESULT,
 * the all-gather's answer) or that the sender completed (COMPLETE, sent only after a passed
 * vote), whichever comes first. Build with -DMUTANT_ABORT_AFTER_VOTE for the old rule (an
 * abort accepted until the apply starts): spin must find the divergence.
 *
 * A receiver whose deadline passes after its yes (the vote's answer lost, or slow) is
 * UNCERTAIN: it never rolls back on its own. It waits for the sender's verdict (COMPLETE:
 * commit, unless it told a peer it is uncertain; ABORT, sent only after a failed vote: roll
 * back) and asks its peer (cooperative termination, an atomic question and answer while the
 * peer is alive): a peer that committed means commit; one that did not cast its yes (it is
 * then bound never to) or rolled back means roll back; a peer as uncertain means nobody
 * committed: roll back. A receiver whose peer is dead and whose sender is gone stays
 * UNCERTAIN (a valid end: it keeps its staged data and asks on). The sender may die at any
 * point, also between the vote's answers to two receivers.
 *
 * Restarts (issue 34): a receiver that died may come back, once (a fault of its own), as a
 * fresh incarnation of its process: IDLE, no record of any attempt, its weights (committed or
 * not) gone with its predecessor. Each receiver's prepare names its peer's incarnation; a
 * peer that answers from another one has restarted since and cannot hold the attempt: with
 * its one peer restarted (NR == 2: "every other peer uncertain or restarted"), an UNCERTAIN
 * receiver rolls back. A peer alive in the incarnation prepare named answers from its record
 * as before. So a peer restarted inside the vote never leaves the other UNCERTAIN for good
 * (the Watcher checks it).
 *
 * Mutants (-D defines), each of which spin must refute:
 * MUTANT_UNCERTAIN_ROLLBACK: a deadline that passes early after its yes rolls it back (an
 *   attempt whose vote passed that the sender cannot complete, with no other fault);
 * MUTANT_UNILATERAL_ROLLBACK: today's rule before issue 23: an uncertain receiver with no
 *   verdict in time rolls back (the sender dies inside the vote: a split);
 * MUTANT_ABORT_AFTER_VOTE: an operator's abort taken after the yes (a split);
 * MUTANT_RESTARTED_COMMITTED: a restarted peer's answer (no record) counted as committed (a
 *   commit of an attempt whose vote did not pass);
 * MUTANT_DEATH_IGNORED (with DEATH_SEEN): a dead peer's death, seen, decides nothing (the
 *   UNCERTAIN receiver waits for good: an invalid end state under DEATH_SEEN's Watcher).
 * A live peer's "unknown" (a record forgotten long after) cannot happen within this model's
 * two attempts; that it decides nothing is held by specs/mutants.py (live-unknown-rolls-back).
 *
 * INVARIANT (no split): no attempt has a receiver that committed and another that rolled
 * back of its own decision (a failed apply is a fault of its own, not a decision); a commit
 * made by an incarnation that has since restarted does not count (its weights died with it).
 * INVARIANT: a receiver commits an attempt only if every receiver cast its yes in it.
 *
 * Checked (make verify): no invalid end state (every attempt ends in DONE or ERROR and
 * every live receiver comes back to rest), and the assertions marked INVARIANT below.
 */

#ifndef NR
#define NR 2          /* receiving endpoints */
#endif
#ifndef NB
#define NB 2          /* buckets per sync */
#endif
#ifndef ATTEMPTS
#define ATTEMPTS 2    /* sync attempts by the sender */
#endif
#ifndef MAXFAULTS
#define MAXFAULTS 2
#endif

#if NR != 2
#error "the peer questions are modelled for two receivers (PEER(i) is the other one)"
#endif
#define PEER(i) (1 - (i))
#define SLOT(i, a) ((i) * (ATTEMPTS + 1) + (a))

#include "table.pml"

mtype:msg = {
  INIT, PREP, COMPLETE, ABORT,  /* HTTP requests, sender -> receiver */
  PROBE, BUCKET, VOTE, RESULT,  /* collectives on the sync group, sender -> receivers */
  REPLY, PROBE_ACK, VOTE_ACK    /* receiver -> sender: HTTP replies and collective parts */
};

chan ctl[NR] = [3] of { mtype:msg, byte };            /* kind, attempt */
chan dat[NR] = [NB + 3] of { mtype:msg, byte };       /* kind, attempt */
chan up = [2 * NR + 2] of { mtype:msg, byte, byte, bool };  /* kind, receiver, attempt, ok */

byte faults;                 /* faults injected so far */
bool rdead[NR];              /* receiver i died */
bool sender_over;            /* the sender finished its attempts, or died */
mtype:state rst[NR];         /* receivers' states, global so the watcher can read them */

/* Ghost state for the invariants: the attempt in which ... happened (0: never). */
byte prep_att[NR];           /* receiver i entered PREPARED */
byte agree_att[NR];          /* receiver i passed the probe: its receive is posted, manifests agree */
byte applied_att[NR];        /* receiver i applied */
byte aborted_att;            /* the sender aborted (a failure before its commit point) */
byte ext_abort_att[NR];      /* an operator's abort rolled receiver i back in this attempt */
/* What the receivers' peers may ask (global, read by the peer's question): */
byte r_att[NR];              /* the attempt receiver i is in (its last prepare) */
bool r_voted[NR];            /* it cast its yes in r_att[i] */
bool r_unc[NR];              /* it is UNCERTAIN in r_att[i] */
bool r_told[NR];             /* it told its peer it is uncertain: no commit on COMPLETE alone */
bool r_noyes[NR];            /* a peer's question bound it never to cast its yes in r_att[i] */
byte r_inc[NR];              /* receiver i's incarnation (a restart draws the next one) */
byte named_inc[NR];          /* its peer's incarnation, as receiver i's prepare named it */
bool r_restarted[NR];        /* it restarted once (at most once per run: a bounded model) */
/* Per receiver and attempt: it cast its yes (a restart keeps this: it is a fact of the vote). */
bool yes_in[NR * (ATTEMPTS + 1)];
/* Per receiver and attempt: it decided commit (its vote passed) / rolled back of its own
   decision (not a failed apply). The no-split invariant reads these. */
bool passed_in[NR * (ATTEMPTS + 1)];
bool rb_in[NR * (ATTEMPTS + 1)];
/* A fault other than a receiver's deadline passing early hit this attempt (a lost message, a
   death, a failed apply, the sender's early deadline): the sender may then fail to complete
   an attempt whose vote passed. */
byte other_fault_att;
/* Every receiver lost the vote's answer (slow after its yes) and they rolled back on each
   other's uncertainty: nobody committed, though the sender's vote passed. */
byte all_uncertain_att;

#define fault_allowed (faults < MAXFAULTS)
#define resting(s) (s == IDLE || s == GROUP_READY || s == DONE)

/* Send on a channel; the message may be lost (a fault). Nothing reaches a dead receiver,
   and a message to a peer that stopped reading (its channel is full) is lost, as an HTTP
   request to an unresponsive server fails at its deadline: no send ever blocks. */
inline send_down(ch, i, kind, att) {
  if
  :: rdead[i] || full(ch) -> skip
  :: !rdead[i] && fault_allowed -> faults++; other_fault_att = att;
     printf("fault: a message (attempt %d) to receiver %d is lost\n", att, i)
  :: !rdead[i] && nfull(ch) -> ch ! kind, att
  fi
}

inline send_up(kind, i, att, okv) {
  if
  :: full(up) -> skip
  :: fault_allowed -> faults++; other_fault_att = att;
     printf("fault: a message from receiver %d is lost\n", i)
  :: nfull(up) -> up ! kind, i, att, okv
  fi
}

/* ------------------------------------------------------------------------------- sender */

/* Wait for one `kind` answer per receiver for attempt `a`; count the good ones in n_ok.
   Stops early on a bad answer; ends at the deadline (timeout, or an early expiry fault). */
inline collect(kind, a) {
  want = kind; n_ok = 0; n_bad = 0;
  for (i : 0 .. NR - 1) { got[i] = false }
  do
  :: n_ok + n_bad == NR || n_bad > 0 -> break
  :: else ->
     if
     :: up ? m, r, ra, rok ->
        if
        :: m == kind && ra == a && !got[r] ->
           got[r] = true;
           if
           :: rok -> n_ok++
           :: else -> n_bad++
           fi
        :: else -> skip  /* stale: another attempt or another kind */
        fi
     :: timeout -> printf("sender: deadline waiting for %e expires\n", want); break
     :: fault_allowed -> faults++; other_fault_att = a;
        printf("fault: sender's deadline for %e expires early\n", want); break
     fi
  od;
  /* forget the scratch variables, so that equal situations are equal states */
  m = 0; want = 0; r = 0; ra = 0; rok = false;
  for (i : 0 .. NR - 1) { got[i] = false }
}

inline fan_out_ctl(kind, a) {
  for (i : 0 .. NR - 1) { send_down(ctl[i], i, kind, a) }
}

inline fan_out_dat(kind, a) {
  for (i : 0 .. NR - 1) { send_down(dat[i], i, kind, a) }
}

/* The sender may die between any two steps. */
inline maybe_die() {
  if
  :: fault_allowed -> faults++; printf("fault: the sender dies\n"); goto sender_dead
  :: true -> skip
  fi
}

proctype Sender() {
  mtype:state st = IDLE;
  bool ok;
  byte a = 0, i, k, r, ra, n_ok, n_bad;
  bool got[NR];
  bool rok;
  mtype:msg m, want;
  /* the sender's guards, evaluated inside sender_fire */
  bool all_endpoints_prepared, probe_ok, all_buckets_confirmed, group_intact;

  do
  :: a == ATTEMPTS -> break
  :: a < ATTEMPTS ->
     a++;
     all_endpoints_prepared = false; probe_ok = false; all_buckets_confirmed = false;
     group_intact = false;
     /* 1. The group: form a new one if there is none. */
     if
     :: st == IDLE ->
        fan_out_ctl(INIT, a);
        collect(REPLY, a);
        maybe_die();
        if
        :: n_ok == NR -> sender_fire(st, t_join_group, ok)
        :: else -> goto abort_attempt
        fi
     :: else -> skip
     fi;
     group_intact = true;
     /* 2. Prepare every endpoint; PREPARED only when every one reported PREPARED. */
     fan_out_ctl(PREP, a);
     group_intact = false;  /* receivers may now have posted receives on the group */
     collect(REPLY, a);
     maybe_die();
     all_endpoints_prepared = (n_ok == NR);
     sender_fire(st, t_prepare, ok);
     if :: !ok -> goto abort_attempt :: else -> skip fi;
     /* 3. The probe: every rank contributes its manifest digest. */
     fan_out_dat(PROBE, a);
     collect(PROBE_ACK, a);
     maybe_die();
     probe_ok = (n_ok == NR);
     sender_fire(st, t_begin_transfer, ok);
     if :: !ok -> goto abort_attempt :: else -> skip fi;
     /* INVARIANT: no weight byte moves before every receiver is PREPARED for this attempt
        and has passed the probe. */
     for (i : 0 .. NR - 1) { assert(prep_att[i] == a && agree_att[i] == a) }
     /* 4. The buckets, then the vote: every rank says whether it has every bucket. */
     for (k : 1 .. NB) { fan_out_dat(BUCKET, a); maybe_die() }
     fan_out_dat(VOTE, a);
     collect(VOTE_ACK, a);
     maybe_die();
     all_buckets_confirmed = (n_ok == NR);
     sender_fire(st, t_vote_passed, ok);
     if :: !ok -> goto abort_attempt :: else -> skip fi;
     /* INVARIANT: the vote passed, so no receiver took an operator's abort in this attempt
        (it could only have done so before casting its yes, and then the vote fails). */
     for (i : 0 .. NR - 1) { assert(ext_abort_att[i] != a) }
     /* 5. Past the commit point: every rank learns the vote passed (the all-gather's
        answer) and commits on its own; complete every endpoint; never abort from here on. */
     for (i : 0 .. NR - 1) { send_down(dat[i], i, RESULT, a); maybe_die() }
     for (i : 0 .. NR - 1) { send_down(ctl[i], i, COMPLETE, a); maybe_die() }
     collect(REPLY, a);
     maybe_die();
     if
     :: n_ok == NR ->
        sender_fire(st, t_applied, ok);
        /* INVARIANT: a completed sync was applied by every live receiver. */
        for (i : 0 .. NR - 1) { assert(applied_att[i] == a || rdead[i]) }
     :: else ->
        /* An endpoint died, its apply failed, or messages were lost: it keeps its old
           weights and the sender reports it. The group is torn down. INVARIANT: a slow
           receiver alone (its deadline passing after its yes) cannot cause this. */
        assert(other_fault_att == a || all_uncertain_att == a);
        sender_fire(st, t_fail, ok);
        sender_fire(st, t_rollback, ok)
     fi;
     goto next_attempt;
abort_attempt:
     /* A failure before the commit point: no receiver may have applied, none will. */
     aborted_att = a;
     for (i : 0 .. NR - 1) { assert(applied_att[i] != a) }  /* INVARIANT */
     sender_fire(st, t_fail, ok);
     fan_out_ctl(ABORT, a);
     sender_fire(st, t_rollback, ok);
next_attempt:
     skip
  od;
  sender_over = true;
  goto sender_end;
sender_dead:
  sender_over = true;
sender_end:
  skip
}

/* ----------------------------------------------------------------------------- receiver */

/* INVARIANT (no split): receiver i decides commit in attempt a; no receiver rolled back of
   its own decision in a. */
inline decided_commit(a) {
  passed_in[SLOT(i, a)] = true;
  for (k : 0 .. NR - 1) { assert(!rb_in[SLOT(k, a)]) }
  for (k : 0 .. NR - 1) { assert(yes_in[SLOT(k, a)]) }  /* INVARIANT: the vote passed */
}

/* A rollback of receiver i's own decision (a deadline, an abort, a peer's answer, a refused
   step): INVARIANT (no split): no receiver committed in that attempt (with DEATH_SEEN: no
   receiver alive; a dead one's weights died with it, as a restarted one's). */
#ifdef DEATH_SEEN
#define COUNTS(k) (!rdead[k])
#else
#define COUNTS(k) true
#endif
inline rollback(intact) {
  rb_in[SLOT(i, att)] = true;
  for (k : 0 .. NR - 1) { assert(!(passed_in[SLOT(k, att)] && COUNTS(k))) }
  r_unc[i] = false;
  group_intact = intact;
  receiver_fire(rst[i], t_rollback, ok)
}

/* The apply failed after the commit: the old weights stay, whole (a fault, not a decision). */
inline rollback_failed_apply() {
  r_unc[i] = false;
  group_intact = false;
  receiver_fire(rst[i], t_rollback, ok)
}

/* Forget the scratch variables after each message, so equal situations are equal states. */
inline forget() {
  m = 0; a = 0; k = 0; ok = false; all_ranks_posted = false; all_buckets_received = false;
  all_buckets_confirmed = false; group_intact = false
}

/* The commit: every bucket is in and the vote passed (the receiver learned it from RESULT or
   from COMPLETE, which the sender sends only after a passed vote; on the seed protocol the
   complete request itself is the commit). Replies to COMPLETE only. */
inline commit(reply) {
  all_buckets_received = (nrecv == NB);
  all_buckets_confirmed = true;
  atomic {  /* a peer asking from here on hears: committed */
    receiver_fire(rst[i], t_vote_passed, ok);
    if :: ok -> decided_commit(a); r_unc[i] = false :: else -> skip fi
  };
  if
  :: ok ->
     /* INVARIANTS: apply only with every bucket, never in an aborted attempt. */
     assert(nrecv == NB);
     assert(aborted_att != a);
     if
     :: applied_att[i] = a; receiver_fire(rst[i], t_applied, ok);
        if :: reply -> send_up(REPLY, i, a, true) :: else -> skip fi
     :: fault_allowed -> faults++; other_fault_att = a; printf("fault: receiver %d: apply fails\n", i);
        receiver_fire(rst[i], t_fail, ok); rollback_failed_apply();
        if :: reply -> send_up(REPLY, i, a, false) :: else -> skip fi
     fi
  :: else ->
     receiver_fire(rst[i], t_fail, ok); rollback(false);
     if :: reply -> send_up(REPLY, i, a, false) :: else -> skip fi
  fi
}

/* What receiver i's peer answers about attempt r_att[i] (read while the peer is alive). */
#define P_COMMITTED(i) (passed_in[SLOT(PEER(i), r_att[i])])
#define P_ROLLED_BACK(i) (rb_in[SLOT(PEER(i), r_att[i])])
#define P_NOT_VOTED(i) \
  (r_att[PEER(i)] < r_att[i] || (r_att[PEER(i)] == r_att[i] && !r_voted[PEER(i)]))
#define P_UNCERTAIN(i) (r_att[PEER(i)] == r_att[i] && r_unc[PEER(i)])
/* It answers from another incarnation than receiver i's prepare named: it restarted since. */
#define P_RESTARTED(i) (r_inc[PEER(i)] != named_inc[i])
/* DEATH_SEEN (the receivers share a host and pid namespace): a silent peer whose named
   incarnation's process has ended is seen dead (twophase/processes.py), and counts as
   restarted: what it held died with it. MUTANT_DEATH_IGNORED keeps the strict Watcher below
   but not this rule: the UNCERTAIN receiver then waits for good (an invalid end state). */
#if defined(DEATH_SEEN) && !defined(MUTANT_DEATH_IGNORED)
#define P_DEAD(i) (rdead[PEER(i)] && r_inc[PEER(i)] == named_inc[i])
#else
#define P_DEAD(i) false
#endif
#define PEER_DECIDES(i) \
  (P_DEAD(i) || \
   (!rdead[PEER(i)] && (P_RESTARTED(i) || P_COMMITTED(i) || P_ROLLED_BACK(i) || \
                        P_NOT_VOTED(i) || P_UNCERTAIN(i))))

proctype Receiver(byte i) {
  bool ok;
  byte att = 0, nrecv = 0, a, k;
  mtype:msg m;
  /* the receiver's guards, evaluated inside receiver_fire */
  bool all_ranks_posted, probe_ok, all_buckets_received, all_buckets_confirmed, group_intact;

end_serving:
  do
  :: ctl[i] ? m, a ->
     if
     :: m == INIT ->
        if
        :: rst[i] == IDLE ->
           receiver_fire(rst[i], t_join_group, ok); send_up(REPLY, i, a, true)
        :: rst[i] == GROUP_READY || rst[i] == DONE ->
           receiver_fire(rst[i], t_destroy, ok);
           receiver_fire(rst[i], t_join_group, ok); send_up(REPLY, i, a, true)
        :: else -> send_up(REPLY, i, a, false)  /* busy: refused, state unchanged */
        fi
     :: m == PREP ->
        if
        :: rst[i] == GROUP_READY || rst[i] == DONE ->
           att = a; r_att[i] = a; nrecv = 0; probe_ok = false; named_inc[i] = r_inc[PEER(i)];
           r_voted[i] = false; r_unc[i] = false; r_told[i] = false;
           if
           :: all_ranks_posted = true
           :: fault_allowed -> faults++; all_ranks_posted = false;
              printf("fault: receiver %d: a rank worker fails to post\n", i)
           fi;
           receiver_fire(rst[i], t_prepare, ok);
           if
           :: ok -> prep_att[i] = a; send_up(REPLY, i, a, true)
           :: else ->
              receiver_fire(rst[i], t_fail, ok); rollback(true); send_up(REPLY, i, a, false)
           fi
        :: else -> send_up(REPLY, i, a, false)  /* wrong state: refused, state unchanged */
        fi
     :: m == COMPLETE ->
        /* The sender's word commits, unless it told its peer it is uncertain (the peer may
           have rolled back on that): then only a peer's commit does. Checked and taken in
           one step, as the endpoint does (no question is answered in between). */
        atomic {
          if
          :: a == att && rst[i] == RECEIVING && r_voted[i] && !r_told[i] -> commit(true)
          :: a == att && rst[i] == DONE && applied_att[i] == a -> send_up(REPLY, i, a, true)
          :: else -> send_up(REPLY, i, a, false)
          fi
        }
     :: m == ABORT ->
        assert(!(a == att && rst[i] == DONE));  /* INVARIANT: an applied attempt is never aborted */
        if
        :: a == att && (rst[i] == PREPARED || rst[i] == RECEIVING) ->
           /* After its yes too: the sender aborts only once its vote failed (the verdict). */
           receiver_fire(rst[i], t_abort, ok); rollback(false)
        :: else -> skip  /* nothing of that attempt to abort */
        fi
     fi;
     forget()
  :: dat[i] ? m, a ->
     if
     :: m == PROBE && a == att && rst[i] == PREPARED ->
        if
        :: probe_ok = true
        :: fault_allowed -> faults++; probe_ok = false;
           printf("fault: receiver %d: its manifest differs\n", i)
        fi;
        receiver_fire(rst[i], t_begin_transfer, ok);
        if
        :: ok -> agree_att[i] = a; send_up(PROBE_ACK, i, a, true)
        :: else -> send_up(PROBE_ACK, i, a, false); receiver_fire(rst[i], t_fail, ok); rollback(false)
        fi
     :: m == BUCKET && a == att && rst[i] == RECEIVING -> nrecv++
     :: m == VOTE && a == att && rst[i] == RECEIVING ->
        /* no yes once a peer's question bound it not to cast one */
        r_voted[i] = (nrecv == NB && r_noyes[i] != a);
        if :: r_voted[i] -> yes_in[SLOT(i, a)] = true :: else -> skip fi;
        send_up(VOTE_ACK, i, a, r_voted[i])
     /* An uncertain receiver's vote raised: the answer never reaches it. */
     :: atomic { m == RESULT && a == att && rst[i] == RECEIVING && r_voted[i] && !r_unc[i] ->
        commit(false) }
     :: else -> skip  /* for an attempt this receiver has left: dropped */
     fi;
     forget()
  :: (rst[i] == PREPARED || rst[i] == RECEIVING) && !r_unc[i] && timeout ->
     if
     :: rst[i] == RECEIVING && r_voted[i] ->
#ifdef MUTANT_UNILATERAL_ROLLBACK
        printf("receiver %d: no verdict in time after its yes: rolls back (old rule)\n", i);
        receiver_fire(rst[i], t_timeout, ok); rollback(false)
#else
        printf("receiver %d: deadline expires after its yes: UNCERTAIN\n", i);
        r_unc[i] = true
#endif
     :: else ->
        printf("receiver %d: deadline expires\n", i);
        receiver_fire(rst[i], t_timeout, ok); rollback(false)
     fi;
     forget()
  /* UNCERTAIN: it asks its peer (one question and its answer); only an answer that decides
     moves it. */
  :: atomic { r_unc[i] && rst[i] == RECEIVING && PEER_DECIDES(i) ->
     if
     :: P_DEAD(i) ->
        printf("receiver %d: its peer died since the prepare: it cannot hold it\n", i);
        receiver_fire(rst[i], t_fail, ok); rollback(false)
     :: !P_DEAD(i) && P_RESTARTED(i) ->
#ifdef MUTANT_RESTARTED_COMMITTED
        printf("receiver %d: its peer restarted: counted as committed (mutant)\n", i);
        a = att; commit(false)
#else
        printf("receiver %d: its peer restarted since the prepare: it cannot hold it\n", i);
        receiver_fire(rst[i], t_fail, ok); rollback(false)
#endif
     :: !P_DEAD(i) && !P_RESTARTED(i) && P_COMMITTED(i) ->
        printf("receiver %d: its peer committed: commits\n", i); a = att; commit(false)
     :: !P_DEAD(i) && !P_RESTARTED(i) && !P_COMMITTED(i) ->
        if
        :: P_UNCERTAIN(i) -> r_told[PEER(i)] = true; all_uncertain_att = att;
           printf("receiver %d: its peer is as uncertain: nobody committed\n", i)
        :: !P_UNCERTAIN(i) && !P_ROLLED_BACK(i) -> r_noyes[PEER(i)] = att;
           printf("receiver %d: its peer did not cast its yes (and now never will)\n", i)
        :: else -> printf("receiver %d: its peer rolled back\n", i)
        fi;
        receiver_fire(rst[i], t_fail, ok); rollback(false)
     fi;
     forget() }
#ifdef MUTANT_UNCERTAIN_ROLLBACK
  :: (rst[i] == PREPARED || rst[i] == RECEIVING) && fault_allowed ->
#else
  /* Before its yes, a deadline that passes early rolls it back (after: below). */
  :: (rst[i] == PREPARED || (rst[i] == RECEIVING && !r_voted[i])) && fault_allowed ->
#endif
     faults++; printf("fault: receiver %d: deadline expires early\n", i);
     receiver_fire(rst[i], t_timeout, ok); rollback(false); forget()
#ifndef MUTANT_UNCERTAIN_ROLLBACK
  :: rst[i] == RECEIVING && r_voted[i] && !r_unc[i] && fault_allowed ->
     faults++; printf("fault: receiver %d: deadline expires early after its yes: UNCERTAIN\n", i);
     r_unc[i] = true
#endif
  :: fault_allowed -> faults++; other_fault_att = att; printf("fault: receiver %d dies\n", i);
     rdead[i] = true; break
#ifdef MUTANT_ABORT_AFTER_VOTE
  :: (rst[i] == PREPARED || rst[i] == RECEIVING) && fault_allowed ->
#else
  /* An operator's abort after the yes is recorded, not taken: no verdict. */
  :: (rst[i] == PREPARED || (rst[i] == RECEIVING && !r_voted[i])) && fault_allowed ->
#endif
     faults++; printf("an operator's abort reaches receiver %d\n", i);
     ext_abort_att[i] = att; receiver_fire(rst[i], t_abort, ok); rollback(false); forget()
  od;
  /* Dead. It may stay so (this process ends), or, once, be restarted at any later moment (a
     fault of its own, so that the search stays within MAXFAULTS): a new incarnation, IDLE,
     no record of any attempt, what it held gone with its predecessor (its commits no longer
     count for the no-split invariant); messages sent meanwhile were lost. */
  if
  :: !r_restarted[i] && fault_allowed ->
     atomic {
       faults++;
       do
       :: nempty(ctl[i]) -> ctl[i] ? m, a
       :: nempty(dat[i]) -> dat[i] ? m, a
       :: empty(ctl[i]) && empty(dat[i]) -> break
       od;
       printf("receiver %d restarts (incarnation %d)\n", i, r_inc[i] + 1);
       r_inc[i]++; r_restarted[i] = true;
       att = 0; nrecv = 0; r_att[i] = 0; r_voted[i] = false; r_unc[i] = false;
       r_told[i] = false; r_noyes[i] = false;
       for (k : 0 .. ATTEMPTS) { passed_in[SLOT(i, k)] = false; rb_in[SLOT(i, k)] = false }
       rst[i] = IDLE;
       rdead[i] = false;
       forget()
     };
     goto end_serving
  :: true -> skip
  fi
}

/* Once the sender is over, every live receiver must come back to rest (or, UNCERTAIN, wait
   for its dead peer); if one never does, this process blocks here and spin reports an
   invalid end state. */
proctype Watcher() {
  byte i;
  sender_over;
  /* An UNCERTAIN receiver may wait on (asking) only while its peer is dead; with DEATH_SEEN,
     not even then. */
#ifdef DEATH_SEEN
  for (i : 0 .. NR - 1) { (rdead[i] || resting(rst[i])) }
#else
  for (i : 0 .. NR - 1) { (rdead[i] || resting(rst[i]) || (r_unc[i] && rdead[PEER(i)])) }
#endif
}

init {
  byte i;
  atomic {
    for (i : 0 .. NR - 1) { rst[i] = IDLE }
    for (i : 0 .. NR - 1) { run Receiver(i) }
    run Sender();
    run Watcher()
  }
}
