/* GENERATED from twophase/core/table.py by `python -m twophase.core.spec write`. Do not edit. */
mtype:state = { IDLE, GROUP_READY, PREPARED, RECEIVING, APPLYING, DONE, ERROR };
mtype:trigger = { t_join_group, t_prepare, t_begin_transfer, t_vote_passed, t_applied, t_fail, t_timeout, t_abort, t_rollback, t_destroy };

/* sender: st = the table's destination, or ok = false if a guard is false; */
/* any (state, trigger) pair the table lacks is an assertion failure.               */
inline sender_fire(st, trig, ok) {
  ok = true;
  if
  :: (st == IDLE && trig == t_join_group) ->
     st = GROUP_READY; printf("sender: IDLE --join_group--> GROUP_READY\n")
  :: (st == GROUP_READY && trig == t_prepare) ->
     if
     :: (all_endpoints_prepared) -> st = PREPARED; printf("sender: GROUP_READY --prepare--> PREPARED\n")
     :: else -> ok = false
     fi
  :: (st == DONE && trig == t_prepare) ->
     if
     :: (all_endpoints_prepared) -> st = PREPARED; printf("sender: DONE --prepare--> PREPARED\n")
     :: else -> ok = false
     fi
  :: (st == PREPARED && trig == t_begin_transfer) ->
     if
     :: (all_endpoints_prepared && probe_ok) -> st = RECEIVING; printf("sender: PREPARED --begin_transfer--> RECEIVING\n")
     :: else -> ok = false
     fi
  :: (st == RECEIVING && trig == t_vote_passed) ->
     if
     :: (all_buckets_confirmed) -> st = APPLYING; printf("sender: RECEIVING --vote_passed--> APPLYING\n")
     :: else -> ok = false
     fi
  :: (st == APPLYING && trig == t_applied) ->
     st = DONE; printf("sender: APPLYING --applied--> DONE\n")
  :: (st == IDLE && trig == t_fail) ->
     st = ERROR; printf("sender: IDLE --fail--> ERROR\n")
  :: (st == IDLE && trig == t_timeout) ->
     st = ERROR; printf("sender: IDLE --timeout--> ERROR\n")
  :: (st == IDLE && trig == t_abort) ->
     st = ERROR; printf("sender: IDLE --abort--> ERROR\n")
  :: (st == GROUP_READY && trig == t_fail) ->
     st = ERROR; printf("sender: GROUP_READY --fail--> ERROR\n")
  :: (st == GROUP_READY && trig == t_timeout) ->
     st = ERROR; printf("sender: GROUP_READY --timeout--> ERROR\n")
  :: (st == GROUP_READY && trig == t_abort) ->
     st = ERROR; printf("sender: GROUP_READY --abort--> ERROR\n")
  :: (st == PREPARED && trig == t_fail) ->
     st = ERROR; printf("sender: PREPARED --fail--> ERROR\n")
  :: (st == PREPARED && trig == t_timeout) ->
     st = ERROR; printf("sender: PREPARED --timeout--> ERROR\n")
  :: (st == PREPARED && trig == t_abort) ->
     st = ERROR; printf("sender: PREPARED --abort--> ERROR\n")
  :: (st == RECEIVING && trig == t_fail) ->
     st = ERROR; printf("sender: RECEIVING --fail--> ERROR\n")
  :: (st == RECEIVING && trig == t_timeout) ->
     st = ERROR; printf("sender: RECEIVING --timeout--> ERROR\n")
  :: (st == RECEIVING && trig == t_abort) ->
     st = ERROR; printf("sender: RECEIVING --abort--> ERROR\n")
  :: (st == APPLYING && trig == t_fail) ->
     st = ERROR; printf("sender: APPLYING --fail--> ERROR\n")
  :: (st == APPLYING && trig == t_timeout) ->
     st = ERROR; printf("sender: APPLYING --timeout--> ERROR\n")
  :: (st == APPLYING && trig == t_abort) ->
     st = ERROR; printf("sender: APPLYING --abort--> ERROR\n")
  :: (st == DONE && trig == t_fail) ->
     st = ERROR; printf("sender: DONE --fail--> ERROR\n")
  :: (st == DONE && trig == t_timeout) ->
     st = ERROR; printf("sender: DONE --timeout--> ERROR\n")
  :: (st == DONE && trig == t_abort) ->
     st = ERROR; printf("sender: DONE --abort--> ERROR\n")
  :: (st == ERROR && trig == t_fail) ->
     st = ERROR; printf("sender: ERROR --fail--> ERROR\n")
  :: (st == ERROR && trig == t_timeout) ->
     st = ERROR; printf("sender: ERROR --timeout--> ERROR\n")
  :: (st == ERROR && trig == t_abort) ->
     st = ERROR; printf("sender: ERROR --abort--> ERROR\n")
  :: (st == ERROR && trig == t_rollback) ->
     if
     :: (group_intact) -> st = GROUP_READY; printf("sender: ERROR --rollback--> GROUP_READY\n")
     :: (!group_intact) -> st = IDLE; printf("sender: ERROR --rollback--> IDLE\n")
     :: else -> ok = false
     fi
  :: (st == GROUP_READY && trig == t_destroy) ->
     st = IDLE; printf("sender: GROUP_READY --destroy--> IDLE\n")
  :: (st == DONE && trig == t_destroy) ->
     st = IDLE; printf("sender: DONE --destroy--> IDLE\n")
  :: (st == ERROR && trig == t_destroy) ->
     st = IDLE; printf("sender: ERROR --destroy--> IDLE\n")
  :: else -> assert(false)  /* not in the table */
  fi
}

/* receiver: st = the table's destination, or ok = false if a guard is false; */
/* any (state, trigger) pair the table lacks is an assertion failure.               */
inline receiver_fire(st, trig, ok) {
  ok = true;
  if
  :: (st == IDLE && trig == t_join_group) ->
     st = GROUP_READY; printf("receiver %d: IDLE --join_group--> GROUP_READY\n", i)
  :: (st == GROUP_READY && trig == t_prepare) ->
     if
     :: (all_ranks_posted) -> st = PREPARED; printf("receiver %d: GROUP_READY --prepare--> PREPARED\n", i)
     :: else -> ok = false
     fi
  :: (st == DONE && trig == t_prepare) ->
     if
     :: (all_ranks_posted) -> st = PREPARED; printf("receiver %d: DONE --prepare--> PREPARED\n", i)
     :: else -> ok = false
     fi
  :: (st == PREPARED && trig == t_begin_transfer) ->
     if
     :: (probe_ok) -> st = RECEIVING; printf("receiver %d: PREPARED --begin_transfer--> RECEIVING\n", i)
     :: else -> ok = false
     fi
  :: (st == RECEIVING && trig == t_vote_passed) ->
     if
     :: (all_buckets_received && all_buckets_confirmed) -> st = APPLYING; printf("receiver %d: RECEIVING --vote_passed--> APPLYING\n", i)
     :: else -> ok = false
     fi
  :: (st == APPLYING && trig == t_applied) ->
     st = DONE; printf("receiver %d: APPLYING --applied--> DONE\n", i)
  :: (st == IDLE && trig == t_fail) ->
     st = ERROR; printf("receiver %d: IDLE --fail--> ERROR\n", i)
  :: (st == IDLE && trig == t_timeout) ->
     st = ERROR; printf("receiver %d: IDLE --timeout--> ERROR\n", i)
  :: (st == IDLE && trig == t_abort) ->
     st = ERROR; printf("receiver %d: IDLE --abort--> ERROR\n", i)
  :: (st == GROUP_READY && trig == t_fail) ->
     st = ERROR; printf("receiver %d: GROUP_READY --fail--> ERROR\n", i)
  :: (st == GROUP_READY && trig == t_timeout) ->
     st = ERROR; printf("receiver %d: GROUP_READY --timeout--> ERROR\n", i)
  :: (st == GROUP_READY && trig == t_abort) ->
     st = ERROR; printf("receiver %d: GROUP_READY --abort--> ERROR\n", i)
  :: (st == PREPARED && trig == t_fail) ->
     st = ERROR; printf("receiver %d: PREPARED --fail--> ERROR\n", i)
  :: (st == PREPARED && trig == t_timeout) ->
     st = ERROR; printf("receiver %d: PREPARED --timeout--> ERROR\n", i)
  :: (st == PREPARED && trig == t_abort) ->
     st = ERROR; printf("receiver %d: PREPARED --abort--> ERROR\n", i)
  :: (st == RECEIVING && trig == t_fail) ->
     st = ERROR; printf("receiver %d: RECEIVING --fail--> ERROR\n", i)
  :: (st == RECEIVING && trig == t_timeout) ->
     st = ERROR; printf("receiver %d: RECEIVING --timeout--> ERROR\n", i)
  :: (st == RECEIVING && trig == t_abort) ->
     st = ERROR; printf("receiver %d: RECEIVING --abort--> ERROR\n", i)
  :: (st == APPLYING && trig == t_fail) ->
     st = ERROR; printf("receiver %d: APPLYING --fail--> ERROR\n", i)
  :: (st == APPLYING && trig == t_timeout) ->
     st = ERROR; printf("receiver %d: APPLYING --timeout--> ERROR\n", i)
  :: (st == APPLYING && trig == t_abort) ->
     st = ERROR; printf("receiver %d: APPLYING --abort--> ERROR\n", i)
  :: (st == DONE && trig == t_fail) ->
     st = ERROR; printf("receiver %d: DONE --fail--> ERROR\n", i)
  :: (st == DONE && trig == t_timeout) ->
     st = ERROR; printf("receiver %d: DONE --timeout--> ERROR\n", i)
  :: (st == DONE && trig == t_abort) ->
     st = ERROR; printf("receiver %d: DONE --abort--> ERROR\n", i)
  :: (st == ERROR && trig == t_fail) ->
     st = ERROR; printf("receiver %d: ERROR --fail--> ERROR\n", i)
  :: (st == ERROR && trig == t_timeout) ->
     st = ERROR; printf("receiver %d: ERROR --timeout--> ERROR\n", i)
  :: (st == ERROR && trig == t_abort) ->
     st = ERROR; printf("receiver %d: ERROR --abort--> ERROR\n", i)
  :: (st == ERROR && trig == t_rollback) ->
     if
     :: (group_intact) -> st = GROUP_READY; printf("receiver %d: ERROR --rollback--> GROUP_READY\n", i)
     :: (!group_intact) -> st = IDLE; printf("receiver %d: ERROR --rollback--> IDLE\n", i)
     :: else -> ok = false
     fi
  :: (st == GROUP_READY && trig == t_destroy) ->
     st = IDLE; printf("receiver %d: GROUP_READY --destroy--> IDLE\n", i)
  :: (st == DONE && trig == t_destroy) ->
     st = IDLE; printf("receiver %d: DONE --destroy--> IDLE\n", i)
  :: (st == ERROR && trig == t_destroy) ->
     st = IDLE; printf("receiver %d: ERROR --destroy--> IDLE\n", i)
  :: else -> assert(false)  /* not in the table */
  fi
}
