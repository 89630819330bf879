/*
 * twophase's sharded sync (issue 25): two senders, the leader (trainer rank 0, which runs the
 * HTTP protocol) and a follower (trainer rank 1), and one receiving endpoint, checked by spin.
 *
 * Per attempt: the leader tells the follower the plan (JOIN: it joins the group), prepares the
 * receiver (PREP; it answers READY, or REFUSED for a bad request), and only once the receiver
 * is PREPARED tells the follower GO. Then each sender sends its own buckets (DATA_L, DATA_F)
 * and the three take part in the vote, an all-gather: it passes only when all three
 * contributed. The receiver commits on the vote (the commit point) and rolls back on ABORT or
 * when the vote cannot complete (a deadline: Promela's timeout). The leader ends every attempt
 * with DONE to the follower. A rolled-back attempt's group is gone: its late bytes are not
 * delivered.
 *
 * Faults, at most MAXFAULTS per run: the receiver refuses prepare; the follower dies (at any
 * step: the leader's messages to it then fail at once, as a dead gloo peer's do).
 *
 * INVARIANT (the guard): no sender's byte reaches the receiver before it is PREPARED for that
 * attempt. INVARIANT (the commit point): the receiver commits an attempt only with every
 * sender's bytes of it, and only when the vote passed.
 *
 * The code it models: the leader's steps are ``Ranks`` (twophase/sender/ranks.py) run by the
 * one ``Attempt`` (attempt.py), the follower's ``follow`` (follower.py), the messages the typed
 * steps of trainer_channel.py (Join, Pack, Go, Done; Pack, a delta's packing before prepare,
 * moves no byte to a receiver and is left out here).
 *
 * Mutant (-D define), which spin must refute:
 * MUTANT_EARLY_FOLLOWER: the follower sends its bytes as soon as it joined, before the
 *   leader's GO (before every endpoint reported PREPARED).
 */

#ifndef ATTEMPTS
#define ATTEMPTS 2
#endif
#ifndef MAXFAULTS
#define MAXFAULTS 1
#endif

mtype = { JOIN, GO, DONE, PREP, READY, REFUSED, COMPLETE, ABORT, DATA_L, DATA_F };

chan to_follower = [3] of { mtype, byte };  /* the trainer's channel: JOIN, GO, DONE */
chan to_receiver = [2] of { mtype, byte };  /* HTTP: PREP, COMPLETE, ABORT */
chan to_leader = [1] of { mtype, byte };    /* HTTP answers: READY, REFUSED */
chan data = [4] of { mtype, byte };         /* the sync group: every sender's buckets */

byte faults;
bool follower_dead;
byte votes[ATTEMPTS + 1];     /* the vote's contributions per attempt (3: it passed) */
bool prepared[ATTEMPTS + 1];  /* the receiver is PREPARED (or RECEIVING) for the attempt */
bool ended[ATTEMPTS + 1];     /* the receiver ended the attempt (committed, refused, rolled back) */
bool got_l[ATTEMPTS + 1], got_f[ATTEMPTS + 1];
bool committed[ATTEMPTS + 1];

inline tell_follower(kind, a) {
  if
  :: follower_dead -> skip  /* a dead peer: the broadcast fails at once */
  :: to_follower!kind, a
  fi
}

active proctype Leader() {
  byte a = 1;
  do
  :: a > ATTEMPTS -> break
  :: else ->
    tell_follower(JOIN, a);
    to_receiver!PREP, a;
    if
    :: to_leader?READY, eval(a) ->
      tell_follower(GO, a);  /* every endpoint is PREPARED: the data path may start */
      data!DATA_L, a;
      votes[a]++;
      if
      :: votes[a] == 3 -> to_receiver!COMPLETE, a
      :: timeout -> to_receiver!ABORT, a  /* the vote did not complete by its deadline */
      fi
    :: to_leader?REFUSED, eval(a) -> skip
    fi;
    tell_follower(DONE, a);
    a++
  od
}

active proctype Follower() {
  byte a;
end:
  do
  :: to_follower?JOIN, a ->
#ifdef MUTANT_EARLY_FOLLOWER
    data!DATA_F, a;
#endif
    if
    :: to_follower?GO, eval(a) ->
#ifndef MUTANT_EARLY_FOLLOWER
      data!DATA_F, a;
#endif
      votes[a]++;
      to_follower?DONE, eval(a)
    :: to_follower?DONE, eval(a) -> skip
    fi
  :: atomic { faults < MAXFAULTS -> faults++; follower_dead = true };  /* it dies */
    goto dead
  od;
dead:
end_dead:
  skip
}

active proctype Receiver() {
  byte a;
  mtype kind;
end:
  do
  :: to_receiver?PREP, a ->
    if
    :: atomic { faults < MAXFAULTS -> faults++; ended[a] = true; to_leader!REFUSED, a }
    :: atomic { prepared[a] = true; to_leader!READY, a }
    fi
  :: data?kind, a ->
    if
    :: ended[a] -> skip  /* that attempt's group is gone: its late bytes never arrive */
    :: else ->
      assert(prepared[a]);  /* INVARIANT: no byte before PREPARED */
      if
      :: kind == DATA_L -> got_l[a] = true
      :: else -> got_f[a] = true
      fi;
      if
      :: got_l[a] && got_f[a] ->  /* every bucket in: cast the yes */
        votes[a]++;
        if
        :: votes[a] == 3 ->  /* the vote passed: the commit point */
          assert(got_l[a] && got_f[a]);  /* INVARIANT: every sender's bytes */
          committed[a] = true; ended[a] = true
        :: to_receiver?ABORT, eval(a) -> ended[a] = true
        :: timeout -> ended[a] = true  /* its deadline: rolled back */
        fi
      :: else -> skip
      fi
    fi
  :: to_receiver?COMPLETE, a -> assert(committed[a])  /* complete only after a passed vote */
  :: to_receiver?ABORT, a ->
    assert(!committed[a]);  /* an abort never undoes a commit */
    ended[a] = true
  od
}
