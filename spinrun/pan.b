	switch (t->back) {
	default: Uerror("bad return move");
	case  0: goto R999; /* nothing to undo */

		 /* PROC :init: */

	case 3: // STATE 1
		;
		((P3 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 4: // STATE 4
		;
		((P3 *)_this)->i = trpt->bup.ovals[1];
		now.rst[ Index(((P3 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 5: // STATE 10
		;
		((P3 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 7: // STATE 12
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 8: // STATE 13
		;
		((P3 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 9: // STATE 19
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 10: // STATE 20
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 11: // STATE 22
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Watcher */
;
		;
		
	case 13: // STATE 2
		;
		((P2 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 16: // STATE 5
		;
		((P2 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 17: // STATE 11
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Receiver */

	case 18: // STATE 1
		;
		XX = 1;
		unrecv(now.ctl[ Index(((int)((P1 *)_this)->i), 2) ], XX-1, 0, ((P1 *)_this)->m, 1);
		unrecv(now.ctl[ Index(((int)((P1 *)_this)->i), 2) ], XX-1, 1, ((int)((P1 *)_this)->a), 0);
		((P1 *)_this)->m = trpt->bup.ovals[0];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 19: // STATE 2
		;
	/* 0 */	((P1 *)_this)->m = trpt->bup.oval;
		;
		;
		goto R999;
;
		;
		
	case 21: // STATE 4
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 23: // STATE 6
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 26: // STATE 9
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 27: // STATE 10
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 29: // STATE 13
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 31: // STATE 17
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 32: // STATE 18
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 34: // STATE 21
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 37: // STATE 26
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 39: // STATE 29
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 41: // STATE 33
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 42: // STATE 34
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 44: // STATE 37
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 46: // STATE 41
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 49: // STATE 44
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 52: // STATE 47
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 55: // STATE 50
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 58: // STATE 53
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 61: // STATE 56
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 64: // STATE 59
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 67: // STATE 62
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 70: // STATE 65
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 73: // STATE 68
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 76: // STATE 71
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 79: // STATE 74
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 82: // STATE 77
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 85: // STATE 80
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 88: // STATE 83
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 91: // STATE 86
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 94: // STATE 89
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 97: // STATE 92
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 100: // STATE 95
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 103: // STATE 98
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 106: // STATE 101
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 109: // STATE 104
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 112: // STATE 107
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 113: // STATE 108
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 115: // STATE 110
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 116: // STATE 111
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 118: // STATE 114
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 120: // STATE 118
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 123: // STATE 121
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 126: // STATE 124
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 131: // STATE 134
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 132: // STATE 135
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 135: // STATE 138
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		;
		
	case 137: // STATE 143
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 139: // STATE 145
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 143: // STATE 149
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 145: // STATE 152
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 148: // STATE 157
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 150: // STATE 160
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 153: // STATE 165
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 155: // STATE 168
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 158: // STATE 173
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 160: // STATE 176
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 162: // STATE 180
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 165: // STATE 183
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 168: // STATE 186
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 171: // STATE 189
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 174: // STATE 192
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 177: // STATE 195
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 180: // STATE 198
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 183: // STATE 201
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 186: // STATE 204
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 189: // STATE 207
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 192: // STATE 210
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 195: // STATE 213
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 198: // STATE 216
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 201: // STATE 219
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 204: // STATE 222
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 207: // STATE 225
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 210: // STATE 228
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 213: // STATE 231
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 216: // STATE 234
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 219: // STATE 237
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 222: // STATE 240
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 225: // STATE 243
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 229: // STATE 247
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 232: // STATE 250
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 234: // STATE 253
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 236: // STATE 257
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 239: // STATE 260
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 242: // STATE 263
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 245: // STATE 270
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 247: // STATE 272
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 250: // STATE 275
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 251: // STATE 276
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 253: // STATE 279
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 255: // STATE 283
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 256: // STATE 284
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 258: // STATE 287
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 261: // STATE 292
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 263: // STATE 295
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 265: // STATE 299
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 266: // STATE 300
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 268: // STATE 303
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 270: // STATE 307
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 273: // STATE 310
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 276: // STATE 313
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 279: // STATE 316
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 282: // STATE 319
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 285: // STATE 322
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 288: // STATE 325
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 291: // STATE 328
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 294: // STATE 331
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 297: // STATE 334
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 300: // STATE 337
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 303: // STATE 340
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 306: // STATE 343
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 309: // STATE 346
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 312: // STATE 349
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 315: // STATE 352
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 318: // STATE 355
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 321: // STATE 358
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 324: // STATE 361
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 327: // STATE 364
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 330: // STATE 367
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 333: // STATE 370
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 336: // STATE 373
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 337: // STATE 374
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 339: // STATE 376
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 340: // STATE 377
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 342: // STATE 380
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 344: // STATE 384
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 347: // STATE 387
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 350: // STATE 390
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 355: // STATE 400
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 356: // STATE 401
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 359: // STATE 404
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		;
		;
		;
		
	case 362: // STATE 412
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 363: // STATE 413
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 366: // STATE 416
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 367: // STATE 422
		;
	/* 0 */	((P1 *)_this)->m = trpt->bup.oval;
		;
		;
		goto R999;
;
		;
		
	case 369: // STATE 424
		;
		((P1 *)_this)->att = trpt->bup.oval;
		;
		goto R999;

	case 370: // STATE 425
		;
		now.r_att[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 371: // STATE 427
		;
		((P1 *)_this)->probe_ok = trpt->bup.ovals[1];
		((P1 *)_this)->nrecv = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 372: // STATE 428
		;
		now.r_voted[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 373: // STATE 429
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 374: // STATE 430
		;
		now.r_told[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 375: // STATE 431
		;
		((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 377: // STATE 433
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 378: // STATE 434
		;
		((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		goto R999;

	case 379: // STATE 438
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 381: // STATE 440
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 385: // STATE 444
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 387: // STATE 447
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 390: // STATE 452
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 392: // STATE 455
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 395: // STATE 460
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 397: // STATE 463
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 400: // STATE 468
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 402: // STATE 471
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 404: // STATE 475
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 407: // STATE 478
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 410: // STATE 481
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 413: // STATE 484
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 416: // STATE 487
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 419: // STATE 490
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 422: // STATE 493
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 425: // STATE 496
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 428: // STATE 499
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 431: // STATE 502
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 434: // STATE 505
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 437: // STATE 508
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 440: // STATE 511
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 443: // STATE 514
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 446: // STATE 517
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 449: // STATE 520
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 452: // STATE 523
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 455: // STATE 526
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 458: // STATE 529
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 461: // STATE 532
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 464: // STATE 535
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 467: // STATE 538
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 471: // STATE 542
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 474: // STATE 545
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 476: // STATE 548
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 478: // STATE 552
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 481: // STATE 555
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 484: // STATE 558
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 487: // STATE 565
		;
	/* 0 */	((P1 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 488: // STATE 566
		;
		now.prep_att[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 491: // STATE 570
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 492: // STATE 571
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 495: // STATE 574
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 496: // STATE 579
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 498: // STATE 581
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 502: // STATE 585
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 504: // STATE 588
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 507: // STATE 593
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 509: // STATE 596
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 512: // STATE 601
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 514: // STATE 604
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 517: // STATE 609
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 519: // STATE 612
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 521: // STATE 616
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 524: // STATE 619
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 527: // STATE 622
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 530: // STATE 625
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 533: // STATE 628
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 536: // STATE 631
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 539: // STATE 634
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 542: // STATE 637
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 545: // STATE 640
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 548: // STATE 643
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 551: // STATE 646
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 554: // STATE 649
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 557: // STATE 652
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 560: // STATE 655
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 563: // STATE 658
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 566: // STATE 661
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 569: // STATE 664
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 572: // STATE 667
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 575: // STATE 670
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 578: // STATE 673
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 581: // STATE 676
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 584: // STATE 679
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 587: // STATE 682
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 588: // STATE 683
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 590: // STATE 685
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 591: // STATE 686
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 593: // STATE 689
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 595: // STATE 693
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 598: // STATE 696
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 601: // STATE 699
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 604: // STATE 706
		;
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.oval;
		;
		goto R999;

	case 605: // STATE 707
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 608: // STATE 710
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 609: // STATE 716
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 610: // STATE 717
		;
		((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		goto R999;

	case 611: // STATE 718
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 613: // STATE 720
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 616: // STATE 723
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 617: // STATE 724
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 619: // STATE 727
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 621: // STATE 731
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 622: // STATE 732
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 624: // STATE 735
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 627: // STATE 740
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 629: // STATE 743
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 631: // STATE 747
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 632: // STATE 748
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 634: // STATE 751
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 636: // STATE 755
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 639: // STATE 758
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 642: // STATE 761
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 645: // STATE 764
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 648: // STATE 767
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 651: // STATE 770
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 654: // STATE 773
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 657: // STATE 776
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 660: // STATE 779
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 663: // STATE 782
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 666: // STATE 785
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 669: // STATE 788
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 672: // STATE 791
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 675: // STATE 794
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 678: // STATE 797
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 681: // STATE 800
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 684: // STATE 803
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 687: // STATE 806
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 690: // STATE 809
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 693: // STATE 812
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 696: // STATE 815
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 699: // STATE 818
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 702: // STATE 821
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 703: // STATE 822
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 705: // STATE 824
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 706: // STATE 825
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 708: // STATE 828
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 710: // STATE 832
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 713: // STATE 835
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 716: // STATE 838
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 721: // STATE 849
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 722: // STATE 850
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 725: // STATE 853
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		;
		;
		;
		
	case 728: // STATE 863
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 729: // STATE 864
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 732: // STATE 867
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 733: // STATE 873
		;
	/* 0 */	((P1 *)_this)->m = trpt->bup.oval;
		;
		;
		goto R999;
;
		;
		
	case 735: // STATE 876
		;
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 736: // STATE 877
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 737: // STATE 879
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 739: // STATE 883
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 740: // STATE 886
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 742: // STATE 891
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 743: // STATE 894
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 745: // STATE 899
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 746: // STATE 902
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 748: // STATE 907
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 749: // STATE 910
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 750: // STATE 914
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 751: // STATE 917
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 752: // STATE 920
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 753: // STATE 923
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 754: // STATE 926
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 755: // STATE 929
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 756: // STATE 932
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 757: // STATE 935
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 758: // STATE 938
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 759: // STATE 941
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 760: // STATE 944
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 761: // STATE 947
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 762: // STATE 950
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 763: // STATE 953
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 764: // STATE 956
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 765: // STATE 959
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 766: // STATE 962
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 767: // STATE 965
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 768: // STATE 968
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 769: // STATE 971
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 770: // STATE 974
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 771: // STATE 977
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 773: // STATE 981
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 774: // STATE 984
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 775: // STATE 987
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 776: // STATE 991
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 777: // STATE 994
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 778: // STATE 997
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 781: // STATE 1006
		;
		((P1 *)_this)->k = trpt->bup.ovals[1];
		now.passed_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->a), 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 782: // STATE 1009
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 783: // STATE 1016
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 784: // STATE 1022
		;
	/* 0 */	((P1 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 785: // STATE 1025
		;
		now.applied_att[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 786: // STATE 1026
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 787: // STATE 1028
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 789: // STATE 1032
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 790: // STATE 1035
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 792: // STATE 1040
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 793: // STATE 1043
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 795: // STATE 1048
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 796: // STATE 1051
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 798: // STATE 1056
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 799: // STATE 1059
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 800: // STATE 1063
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 801: // STATE 1066
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 802: // STATE 1069
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 803: // STATE 1072
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 804: // STATE 1075
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 805: // STATE 1078
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 806: // STATE 1081
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 807: // STATE 1084
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 808: // STATE 1087
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 809: // STATE 1090
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 810: // STATE 1093
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 811: // STATE 1096
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 812: // STATE 1099
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 813: // STATE 1102
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 814: // STATE 1105
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 815: // STATE 1108
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 816: // STATE 1111
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 817: // STATE 1114
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 818: // STATE 1117
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 819: // STATE 1120
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 820: // STATE 1123
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 821: // STATE 1126
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 823: // STATE 1130
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 824: // STATE 1133
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 825: // STATE 1136
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 826: // STATE 1140
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 827: // STATE 1143
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 828: // STATE 1146
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		
	case 831: // STATE 1155
		goto R999;

	case 832: // STATE 1158
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 834: // STATE 1161
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		
	case 835: // STATE 1166
		goto R999;

	case 836: // STATE 1171
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 837: // STATE 1173
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 838: // STATE 1175
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 840: // STATE 1179
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 841: // STATE 1182
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 843: // STATE 1187
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 844: // STATE 1190
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 846: // STATE 1195
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 847: // STATE 1198
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 849: // STATE 1203
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 850: // STATE 1206
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 851: // STATE 1210
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 852: // STATE 1213
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 853: // STATE 1216
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 854: // STATE 1219
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 855: // STATE 1222
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 856: // STATE 1225
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 857: // STATE 1228
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 858: // STATE 1231
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 859: // STATE 1234
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 860: // STATE 1237
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 861: // STATE 1240
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 862: // STATE 1243
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 863: // STATE 1246
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 864: // STATE 1249
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 865: // STATE 1252
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 866: // STATE 1255
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 867: // STATE 1258
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 868: // STATE 1261
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 869: // STATE 1264
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 870: // STATE 1267
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 871: // STATE 1270
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 872: // STATE 1273
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 874: // STATE 1277
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 875: // STATE 1280
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 876: // STATE 1283
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 877: // STATE 1287
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 878: // STATE 1290
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 879: // STATE 1293
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 881: // STATE 1301
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[1];
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 882: // STATE 1302
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 883: // STATE 1304
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 885: // STATE 1308
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 886: // STATE 1311
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 888: // STATE 1316
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 889: // STATE 1319
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 891: // STATE 1324
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 892: // STATE 1327
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 894: // STATE 1332
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 895: // STATE 1335
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 896: // STATE 1339
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 897: // STATE 1342
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 898: // STATE 1345
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 899: // STATE 1348
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 900: // STATE 1351
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 901: // STATE 1354
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 902: // STATE 1357
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 903: // STATE 1360
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 904: // STATE 1363
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 905: // STATE 1366
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 906: // STATE 1369
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 907: // STATE 1372
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 908: // STATE 1375
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 909: // STATE 1378
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 910: // STATE 1381
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 911: // STATE 1384
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 912: // STATE 1387
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 913: // STATE 1390
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 914: // STATE 1393
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 915: // STATE 1396
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 916: // STATE 1399
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 917: // STATE 1402
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 919: // STATE 1406
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 920: // STATE 1409
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 921: // STATE 1412
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 922: // STATE 1416
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 923: // STATE 1419
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 924: // STATE 1422
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		
	case 927: // STATE 1432
		goto R999;

	case 928: // STATE 1435
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 930: // STATE 1438
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		
	case 931: // STATE 1443
		goto R999;
;
		
	case 932: // STATE 1733
		goto R999;

	case 933: // STATE 1449
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 934: // STATE 1451
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 936: // STATE 1455
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 937: // STATE 1458
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 939: // STATE 1463
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 940: // STATE 1466
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 942: // STATE 1471
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 943: // STATE 1474
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 945: // STATE 1479
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 946: // STATE 1482
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 947: // STATE 1486
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 948: // STATE 1489
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 949: // STATE 1492
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 950: // STATE 1495
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 951: // STATE 1498
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 952: // STATE 1501
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 953: // STATE 1504
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 954: // STATE 1507
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 955: // STATE 1510
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 956: // STATE 1513
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 957: // STATE 1516
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 958: // STATE 1519
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 959: // STATE 1522
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 960: // STATE 1525
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 961: // STATE 1528
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 962: // STATE 1531
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 963: // STATE 1534
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 964: // STATE 1537
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 965: // STATE 1540
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 966: // STATE 1543
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 967: // STATE 1546
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 968: // STATE 1549
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 970: // STATE 1553
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 971: // STATE 1556
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 972: // STATE 1559
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 973: // STATE 1563
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 974: // STATE 1566
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 975: // STATE 1569
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 977: // STATE 1577
		;
		((P1 *)_this)->k = trpt->bup.ovals[1];
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 978: // STATE 1580
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 979: // STATE 1587
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[1];
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 980: // STATE 1588
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 981: // STATE 1590
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 983: // STATE 1594
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 984: // STATE 1597
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 986: // STATE 1602
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 987: // STATE 1605
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 989: // STATE 1610
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 990: // STATE 1613
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 992: // STATE 1618
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 993: // STATE 1621
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 994: // STATE 1625
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 995: // STATE 1628
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 996: // STATE 1631
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 997: // STATE 1634
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 998: // STATE 1637
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 999: // STATE 1640
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1000: // STATE 1643
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1001: // STATE 1646
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1002: // STATE 1649
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1003: // STATE 1652
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1004: // STATE 1655
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1005: // STATE 1658
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1006: // STATE 1661
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1007: // STATE 1664
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1008: // STATE 1667
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1009: // STATE 1670
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1010: // STATE 1673
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1011: // STATE 1676
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1012: // STATE 1679
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1013: // STATE 1682
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1014: // STATE 1685
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1015: // STATE 1688
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1017: // STATE 1692
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1018: // STATE 1695
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1019: // STATE 1698
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1020: // STATE 1702
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1021: // STATE 1705
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1022: // STATE 1708
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		
	case 1025: // STATE 1718
		goto R999;

	case 1026: // STATE 1721
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1028: // STATE 1724
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		
	case 1029: // STATE 1729
		goto R999;
;
		
	case 1030: // STATE 1760
		goto R999;
;
		;
		;
		;
		;
		
	case 1033: // STATE 1737
		goto R999;
;
		
	case 1034: // STATE 1745
		goto R999;

	case 1035: // STATE 1740
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1037: // STATE 1743
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		;
		;
		
	case 1039: // STATE 1749
		goto R999;
;
		
	case 1040: // STATE 1757
		goto R999;

	case 1041: // STATE 1752
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1043: // STATE 1755
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 1044: // STATE 1762
		;
	/* 0 */	((P1 *)_this)->m = trpt->bup.oval;
		;
		;
		goto R999;
;
		;
		
	case 1046: // STATE 1764
		;
	/* 0 */	((P1 *)_this)->a = trpt->bup.oval;
		;
		;
		goto R999;

	case 1047: // STATE 1765
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1049: // STATE 1767
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 1053: // STATE 1771
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1055: // STATE 1774
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1058: // STATE 1779
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1060: // STATE 1782
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1063: // STATE 1787
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1065: // STATE 1790
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1068: // STATE 1795
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1070: // STATE 1798
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1072: // STATE 1802
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1075: // STATE 1805
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1078: // STATE 1808
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1081: // STATE 1811
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1084: // STATE 1814
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1087: // STATE 1817
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1090: // STATE 1820
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1093: // STATE 1823
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1096: // STATE 1826
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1099: // STATE 1829
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1102: // STATE 1832
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1105: // STATE 1835
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1108: // STATE 1838
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1111: // STATE 1841
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1114: // STATE 1844
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1117: // STATE 1847
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1120: // STATE 1850
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1123: // STATE 1853
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1126: // STATE 1856
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1129: // STATE 1859
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1132: // STATE 1862
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1135: // STATE 1865
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1138: // STATE 1868
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1139: // STATE 1869
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1141: // STATE 1871
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1142: // STATE 1872
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1144: // STATE 1875
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1146: // STATE 1879
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1149: // STATE 1882
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1152: // STATE 1885
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1155: // STATE 1892
		;
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.oval;
		;
		goto R999;

	case 1156: // STATE 1893
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1159: // STATE 1896
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 1160: // STATE 1902
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1161: // STATE 1903
		;
		((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		goto R999;

	case 1162: // STATE 1904
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1164: // STATE 1906
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1167: // STATE 1909
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 1168: // STATE 1910
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1170: // STATE 1913
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1172: // STATE 1917
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 1173: // STATE 1918
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1175: // STATE 1921
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1178: // STATE 1926
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1180: // STATE 1929
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1182: // STATE 1933
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1183: // STATE 1934
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1185: // STATE 1937
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1187: // STATE 1941
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1190: // STATE 1944
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1193: // STATE 1947
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1196: // STATE 1950
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1199: // STATE 1953
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1202: // STATE 1956
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1205: // STATE 1959
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1208: // STATE 1962
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1211: // STATE 1965
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1214: // STATE 1968
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1217: // STATE 1971
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1220: // STATE 1974
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1223: // STATE 1977
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1226: // STATE 1980
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1229: // STATE 1983
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1232: // STATE 1986
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1235: // STATE 1989
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1238: // STATE 1992
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1241: // STATE 1995
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1244: // STATE 1998
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1247: // STATE 2001
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1250: // STATE 2004
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1253: // STATE 2007
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1254: // STATE 2008
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1256: // STATE 2010
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1257: // STATE 2011
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1259: // STATE 2014
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1261: // STATE 2018
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1264: // STATE 2021
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1267: // STATE 2024
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1270: // STATE 2045
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[7];
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[6];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[5];
		((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[4];
		((P1 *)_this)->ok = trpt->bup.ovals[3];
		((P1 *)_this)->k = trpt->bup.ovals[2];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		((P1 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;

	case 1271: // STATE 2047
		;
		XX = 1;
		unrecv(now.dat[ Index(((int)((P1 *)_this)->i), 2) ], XX-1, 0, ((P1 *)_this)->m, 1);
		unrecv(now.dat[ Index(((int)((P1 *)_this)->i), 2) ], XX-1, 1, ((int)((P1 *)_this)->a), 0);
		((P1 *)_this)->m = trpt->bup.ovals[0];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1272: // STATE 2048
		;
	/* 0 */	((P1 *)_this)->m = trpt->bup.oval;
		;
		;
		goto R999;

	case 1273: // STATE 2049
		;
		((P1 *)_this)->probe_ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1275: // STATE 2051
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 1276: // STATE 2052
		;
		((P1 *)_this)->probe_ok = trpt->bup.oval;
		;
		goto R999;

	case 1277: // STATE 2056
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1279: // STATE 2058
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 1283: // STATE 2062
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1285: // STATE 2065
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1288: // STATE 2070
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1290: // STATE 2073
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1293: // STATE 2078
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1295: // STATE 2081
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1298: // STATE 2086
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1300: // STATE 2089
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1302: // STATE 2093
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1305: // STATE 2096
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1308: // STATE 2099
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1311: // STATE 2102
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1314: // STATE 2105
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1317: // STATE 2108
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1320: // STATE 2111
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1323: // STATE 2114
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1326: // STATE 2117
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1329: // STATE 2120
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1332: // STATE 2123
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1335: // STATE 2126
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1338: // STATE 2129
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1341: // STATE 2132
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1344: // STATE 2135
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1347: // STATE 2138
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1350: // STATE 2141
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1353: // STATE 2144
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1356: // STATE 2147
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1359: // STATE 2150
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1362: // STATE 2153
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1365: // STATE 2156
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 1369: // STATE 2160
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1372: // STATE 2163
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1374: // STATE 2166
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1376: // STATE 2170
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1379: // STATE 2173
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1382: // STATE 2176
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1385: // STATE 2183
		;
	/* 0 */	((P1 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 1386: // STATE 2184
		;
		now.agree_att[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1389: // STATE 2188
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 1390: // STATE 2189
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1393: // STATE 2192
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		;
		;
		;
		
	case 1396: // STATE 2200
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 1397: // STATE 2201
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1400: // STATE 2204
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 1401: // STATE 2208
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1403: // STATE 2210
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 1407: // STATE 2214
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1409: // STATE 2217
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1412: // STATE 2222
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1414: // STATE 2225
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1417: // STATE 2230
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1419: // STATE 2233
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1422: // STATE 2238
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1424: // STATE 2241
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1426: // STATE 2245
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1429: // STATE 2248
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1432: // STATE 2251
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1435: // STATE 2254
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1438: // STATE 2257
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1441: // STATE 2260
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1444: // STATE 2263
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1447: // STATE 2266
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1450: // STATE 2269
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1453: // STATE 2272
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1456: // STATE 2275
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1459: // STATE 2278
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1462: // STATE 2281
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1465: // STATE 2284
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1468: // STATE 2287
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1471: // STATE 2290
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1474: // STATE 2293
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1477: // STATE 2296
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1480: // STATE 2299
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1483: // STATE 2302
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1486: // STATE 2305
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1489: // STATE 2308
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1492: // STATE 2311
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1493: // STATE 2312
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1495: // STATE 2314
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1496: // STATE 2315
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1498: // STATE 2318
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1500: // STATE 2322
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1503: // STATE 2325
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1506: // STATE 2328
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1509: // STATE 2335
		;
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.oval;
		;
		goto R999;

	case 1510: // STATE 2336
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1513: // STATE 2339
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 1514: // STATE 2345
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1515: // STATE 2346
		;
		((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		goto R999;

	case 1516: // STATE 2347
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1518: // STATE 2349
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1521: // STATE 2352
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 1522: // STATE 2353
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1524: // STATE 2356
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1526: // STATE 2360
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 1527: // STATE 2361
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1529: // STATE 2364
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1532: // STATE 2369
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1534: // STATE 2372
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1536: // STATE 2376
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1537: // STATE 2377
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1539: // STATE 2380
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1541: // STATE 2384
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1544: // STATE 2387
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1547: // STATE 2390
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1550: // STATE 2393
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1553: // STATE 2396
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1556: // STATE 2399
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1559: // STATE 2402
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1562: // STATE 2405
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1565: // STATE 2408
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1568: // STATE 2411
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1571: // STATE 2414
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1574: // STATE 2417
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1577: // STATE 2420
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1580: // STATE 2423
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1583: // STATE 2426
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1586: // STATE 2429
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1589: // STATE 2432
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1592: // STATE 2435
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1595: // STATE 2438
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1598: // STATE 2441
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1601: // STATE 2444
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1604: // STATE 2447
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1607: // STATE 2450
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1608: // STATE 2451
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1610: // STATE 2453
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 1611: // STATE 2454
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1613: // STATE 2457
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1615: // STATE 2461
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1618: // STATE 2464
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1621: // STATE 2467
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1624: // STATE 2477
		;
	/* 1 */	((P1 *)_this)->a = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->m = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1625: // STATE 2478
		;
		((P1 *)_this)->nrecv = trpt->bup.oval;
		;
		goto R999;

	case 1626: // STATE 2479
		;
	/* 0 */	((P1 *)_this)->m = trpt->bup.oval;
		;
		;
		goto R999;

	case 1627: // STATE 2480
		;
		now.r_voted[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1630: // STATE 2484
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 1631: // STATE 2485
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1634: // STATE 2488
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 1635: // STATE 2492
		;
	/* 0 */	((P1 *)_this)->m = trpt->bup.oval;
		;
		;
		goto R999;

	case 1636: // STATE 2494
		;
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1637: // STATE 2495
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1638: // STATE 2497
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1640: // STATE 2501
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1641: // STATE 2504
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1643: // STATE 2509
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1644: // STATE 2512
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1646: // STATE 2517
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1647: // STATE 2520
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1649: // STATE 2525
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1650: // STATE 2528
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1651: // STATE 2532
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1652: // STATE 2535
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1653: // STATE 2538
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1654: // STATE 2541
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1655: // STATE 2544
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1656: // STATE 2547
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1657: // STATE 2550
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1658: // STATE 2553
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1659: // STATE 2556
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1660: // STATE 2559
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1661: // STATE 2562
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1662: // STATE 2565
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1663: // STATE 2568
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1664: // STATE 2571
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1665: // STATE 2574
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1666: // STATE 2577
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1667: // STATE 2580
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1668: // STATE 2583
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1669: // STATE 2586
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1670: // STATE 2589
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1671: // STATE 2592
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1672: // STATE 2595
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1674: // STATE 2599
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1675: // STATE 2602
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1676: // STATE 2605
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1677: // STATE 2609
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1678: // STATE 2612
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1679: // STATE 2615
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1682: // STATE 2624
		;
		((P1 *)_this)->k = trpt->bup.ovals[1];
		now.passed_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->a), 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1683: // STATE 2627
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 1684: // STATE 2634
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1685: // STATE 2640
		;
	/* 0 */	((P1 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 1686: // STATE 2643
		;
		now.applied_att[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1687: // STATE 2644
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1688: // STATE 2646
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1690: // STATE 2650
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1691: // STATE 2653
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1693: // STATE 2658
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1694: // STATE 2661
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1696: // STATE 2666
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1697: // STATE 2669
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1699: // STATE 2674
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1700: // STATE 2677
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1701: // STATE 2681
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1702: // STATE 2684
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1703: // STATE 2687
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1704: // STATE 2690
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1705: // STATE 2693
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1706: // STATE 2696
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1707: // STATE 2699
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1708: // STATE 2702
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1709: // STATE 2705
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1710: // STATE 2708
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1711: // STATE 2711
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1712: // STATE 2714
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1713: // STATE 2717
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1714: // STATE 2720
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1715: // STATE 2723
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1716: // STATE 2726
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1717: // STATE 2729
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1718: // STATE 2732
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1719: // STATE 2735
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1720: // STATE 2738
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1721: // STATE 2741
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1722: // STATE 2744
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1724: // STATE 2748
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1725: // STATE 2751
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1726: // STATE 2754
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1727: // STATE 2758
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1728: // STATE 2761
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1729: // STATE 2764
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		
	case 1732: // STATE 2773
		goto R999;

	case 1733: // STATE 2776
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1735: // STATE 2779
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		
	case 1736: // STATE 2784
		goto R999;
;
		
	case 1737: // STATE 3065
		goto R999;

	case 1738: // STATE 2789
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1739: // STATE 2791
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1740: // STATE 2793
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1742: // STATE 2797
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1743: // STATE 2800
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1745: // STATE 2805
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1746: // STATE 2808
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1748: // STATE 2813
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1749: // STATE 2816
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1751: // STATE 2821
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1752: // STATE 2824
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1753: // STATE 2828
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1754: // STATE 2831
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1755: // STATE 2834
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1756: // STATE 2837
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1757: // STATE 2840
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1758: // STATE 2843
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1759: // STATE 2846
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1760: // STATE 2849
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1761: // STATE 2852
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1762: // STATE 2855
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1763: // STATE 2858
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1764: // STATE 2861
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1765: // STATE 2864
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1766: // STATE 2867
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1767: // STATE 2870
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1768: // STATE 2873
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1769: // STATE 2876
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1770: // STATE 2879
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1771: // STATE 2882
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1772: // STATE 2885
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1773: // STATE 2888
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1774: // STATE 2891
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1776: // STATE 2895
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1777: // STATE 2898
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1778: // STATE 2901
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1779: // STATE 2905
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1780: // STATE 2908
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1781: // STATE 2911
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1783: // STATE 2919
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[1];
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1784: // STATE 2920
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1785: // STATE 2922
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1787: // STATE 2926
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1788: // STATE 2929
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1790: // STATE 2934
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1791: // STATE 2937
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1793: // STATE 2942
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1794: // STATE 2945
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1796: // STATE 2950
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1797: // STATE 2953
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1798: // STATE 2957
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1799: // STATE 2960
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1800: // STATE 2963
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1801: // STATE 2966
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1802: // STATE 2969
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1803: // STATE 2972
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1804: // STATE 2975
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1805: // STATE 2978
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1806: // STATE 2981
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1807: // STATE 2984
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1808: // STATE 2987
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1809: // STATE 2990
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1810: // STATE 2993
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1811: // STATE 2996
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1812: // STATE 2999
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1813: // STATE 3002
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1814: // STATE 3005
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1815: // STATE 3008
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1816: // STATE 3011
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1817: // STATE 3014
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1818: // STATE 3017
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1819: // STATE 3020
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1821: // STATE 3024
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1822: // STATE 3027
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1823: // STATE 3030
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1824: // STATE 3034
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1825: // STATE 3037
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1826: // STATE 3040
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		
	case 1829: // STATE 3050
		goto R999;

	case 1830: // STATE 3053
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1832: // STATE 3056
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		
	case 1833: // STATE 3061
		goto R999;
;
		
	case 1834: // STATE 3351
		goto R999;

	case 1835: // STATE 3067
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1836: // STATE 3069
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1838: // STATE 3073
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1839: // STATE 3076
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1841: // STATE 3081
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1842: // STATE 3084
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1844: // STATE 3089
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1845: // STATE 3092
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1847: // STATE 3097
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1848: // STATE 3100
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1849: // STATE 3104
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1850: // STATE 3107
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1851: // STATE 3110
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1852: // STATE 3113
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1853: // STATE 3116
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1854: // STATE 3119
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1855: // STATE 3122
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1856: // STATE 3125
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1857: // STATE 3128
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1858: // STATE 3131
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1859: // STATE 3134
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1860: // STATE 3137
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1861: // STATE 3140
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1862: // STATE 3143
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1863: // STATE 3146
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1864: // STATE 3149
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1865: // STATE 3152
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1866: // STATE 3155
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1867: // STATE 3158
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1868: // STATE 3161
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1869: // STATE 3164
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1870: // STATE 3167
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1872: // STATE 3171
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1873: // STATE 3174
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1874: // STATE 3177
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1875: // STATE 3181
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1876: // STATE 3184
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1877: // STATE 3187
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1879: // STATE 3195
		;
		((P1 *)_this)->k = trpt->bup.ovals[1];
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1880: // STATE 3198
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 1881: // STATE 3205
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[1];
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1882: // STATE 3206
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1883: // STATE 3208
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1885: // STATE 3212
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1886: // STATE 3215
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1888: // STATE 3220
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1889: // STATE 3223
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1891: // STATE 3228
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1892: // STATE 3231
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1894: // STATE 3236
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1895: // STATE 3239
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1896: // STATE 3243
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1897: // STATE 3246
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1898: // STATE 3249
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1899: // STATE 3252
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1900: // STATE 3255
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1901: // STATE 3258
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1902: // STATE 3261
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1903: // STATE 3264
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1904: // STATE 3267
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1905: // STATE 3270
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1906: // STATE 3273
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1907: // STATE 3276
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1908: // STATE 3279
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1909: // STATE 3282
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1910: // STATE 3285
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1911: // STATE 3288
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1912: // STATE 3291
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1913: // STATE 3294
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1914: // STATE 3297
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1915: // STATE 3300
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1916: // STATE 3303
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1917: // STATE 3306
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1919: // STATE 3310
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1920: // STATE 3313
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1921: // STATE 3316
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 1922: // STATE 3320
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1923: // STATE 3323
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1924: // STATE 3326
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		
	case 1927: // STATE 3336
		goto R999;

	case 1928: // STATE 3339
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1930: // STATE 3342
		;
		_m = unsend(now.up);
		;
		goto R999;
;
		
	case 1931: // STATE 3349
		goto R999;
;
		
	case 1932: // STATE 3347
		goto R999;

	case 1933: // STATE 3365
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[7];
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[6];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[5];
		((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[4];
		((P1 *)_this)->ok = trpt->bup.ovals[3];
		((P1 *)_this)->k = trpt->bup.ovals[2];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		((P1 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 1937: // STATE 3370
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1939: // STATE 3373
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1941: // STATE 3375
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 1945: // STATE 3379
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1947: // STATE 3382
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1950: // STATE 3387
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1952: // STATE 3390
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1955: // STATE 3395
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1957: // STATE 3398
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1960: // STATE 3403
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1962: // STATE 3406
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1964: // STATE 3410
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1967: // STATE 3413
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1970: // STATE 3416
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1973: // STATE 3419
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1976: // STATE 3422
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1979: // STATE 3425
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1982: // STATE 3428
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1985: // STATE 3431
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1988: // STATE 3434
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1991: // STATE 3437
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1994: // STATE 3440
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1997: // STATE 3443
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2000: // STATE 3446
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2003: // STATE 3449
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2006: // STATE 3452
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2009: // STATE 3455
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2012: // STATE 3458
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2015: // STATE 3461
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2018: // STATE 3464
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2021: // STATE 3467
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2024: // STATE 3470
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2027: // STATE 3473
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2030: // STATE 3476
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2031: // STATE 3477
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2033: // STATE 3479
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2034: // STATE 3480
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2036: // STATE 3483
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2038: // STATE 3487
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2041: // STATE 3490
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2044: // STATE 3493
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2047: // STATE 3500
		;
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.oval;
		;
		goto R999;

	case 2048: // STATE 3501
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2051: // STATE 3504
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 2052: // STATE 3510
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2053: // STATE 3511
		;
		((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		goto R999;

	case 2054: // STATE 3512
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2056: // STATE 3514
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2059: // STATE 3517
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 2060: // STATE 3518
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2062: // STATE 3521
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2064: // STATE 3525
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 2065: // STATE 3526
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2067: // STATE 3529
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2070: // STATE 3534
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2072: // STATE 3537
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2074: // STATE 3541
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2075: // STATE 3542
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2077: // STATE 3545
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2079: // STATE 3549
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2082: // STATE 3552
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2085: // STATE 3555
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2088: // STATE 3558
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2091: // STATE 3561
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2094: // STATE 3564
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2097: // STATE 3567
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2100: // STATE 3570
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2103: // STATE 3573
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2106: // STATE 3576
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2109: // STATE 3579
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2112: // STATE 3582
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2115: // STATE 3585
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2118: // STATE 3588
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2121: // STATE 3591
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2124: // STATE 3594
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2127: // STATE 3597
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2130: // STATE 3600
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2133: // STATE 3603
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2136: // STATE 3606
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2139: // STATE 3609
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2142: // STATE 3612
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2145: // STATE 3615
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2146: // STATE 3616
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2148: // STATE 3618
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2149: // STATE 3619
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2151: // STATE 3622
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2153: // STATE 3626
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2156: // STATE 3629
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2159: // STATE 3632
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2162: // STATE 3649
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[7];
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[6];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[5];
		((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[4];
		((P1 *)_this)->ok = trpt->bup.ovals[3];
		((P1 *)_this)->k = trpt->bup.ovals[2];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		((P1 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;
;
		;
		
	case 2164: // STATE 3654
		;
		((P1 *)_this)->a = trpt->bup.oval;
		;
		goto R999;

	case 2165: // STATE 3656
		;
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2166: // STATE 3657
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2167: // STATE 3659
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2169: // STATE 3663
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2170: // STATE 3666
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2172: // STATE 3671
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2173: // STATE 3674
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2175: // STATE 3679
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2176: // STATE 3682
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2178: // STATE 3687
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2179: // STATE 3690
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2180: // STATE 3694
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2181: // STATE 3697
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2182: // STATE 3700
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2183: // STATE 3703
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2184: // STATE 3706
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2185: // STATE 3709
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2186: // STATE 3712
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2187: // STATE 3715
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2188: // STATE 3718
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2189: // STATE 3721
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2190: // STATE 3724
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2191: // STATE 3727
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2192: // STATE 3730
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2193: // STATE 3733
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2194: // STATE 3736
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2195: // STATE 3739
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2196: // STATE 3742
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2197: // STATE 3745
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2198: // STATE 3748
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2199: // STATE 3751
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2200: // STATE 3754
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2201: // STATE 3757
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2203: // STATE 3761
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2204: // STATE 3764
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2205: // STATE 3767
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2206: // STATE 3771
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2207: // STATE 3774
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2208: // STATE 3777
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2211: // STATE 3786
		;
		((P1 *)_this)->k = trpt->bup.ovals[1];
		now.passed_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->a), 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2212: // STATE 3789
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 2213: // STATE 3796
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2214: // STATE 3802
		;
	/* 0 */	((P1 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 2215: // STATE 3805
		;
		now.applied_att[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2216: // STATE 3806
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2217: // STATE 3808
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2219: // STATE 3812
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2220: // STATE 3815
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2222: // STATE 3820
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2223: // STATE 3823
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2225: // STATE 3828
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2226: // STATE 3831
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2228: // STATE 3836
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2229: // STATE 3839
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2230: // STATE 3843
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2231: // STATE 3846
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2232: // STATE 3849
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2233: // STATE 3852
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2234: // STATE 3855
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2235: // STATE 3858
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2236: // STATE 3861
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2237: // STATE 3864
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2238: // STATE 3867
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2239: // STATE 3870
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2240: // STATE 3873
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2241: // STATE 3876
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2242: // STATE 3879
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2243: // STATE 3882
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2244: // STATE 3885
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2245: // STATE 3888
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2246: // STATE 3891
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2247: // STATE 3894
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2248: // STATE 3897
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2249: // STATE 3900
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2250: // STATE 3903
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2251: // STATE 3906
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2253: // STATE 3910
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2254: // STATE 3913
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2255: // STATE 3916
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2256: // STATE 3920
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2257: // STATE 3923
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2258: // STATE 3926
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2261: // STATE 3938
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2263: // STATE 3941
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 2264: // STATE 3951
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2265: // STATE 3953
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2266: // STATE 3955
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2268: // STATE 3959
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2269: // STATE 3962
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2271: // STATE 3967
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2272: // STATE 3970
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2274: // STATE 3975
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2275: // STATE 3978
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2277: // STATE 3983
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2278: // STATE 3986
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2279: // STATE 3990
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2280: // STATE 3993
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2281: // STATE 3996
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2282: // STATE 3999
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2283: // STATE 4002
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2284: // STATE 4005
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2285: // STATE 4008
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2286: // STATE 4011
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2287: // STATE 4014
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2288: // STATE 4017
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2289: // STATE 4020
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2290: // STATE 4023
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2291: // STATE 4026
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2292: // STATE 4029
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2293: // STATE 4032
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2294: // STATE 4035
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2295: // STATE 4038
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2296: // STATE 4041
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2297: // STATE 4044
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2298: // STATE 4047
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2299: // STATE 4050
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2300: // STATE 4053
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2302: // STATE 4057
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2303: // STATE 4060
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2304: // STATE 4063
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2305: // STATE 4067
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2306: // STATE 4070
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2307: // STATE 4073
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2309: // STATE 4081
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[1];
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2310: // STATE 4082
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2311: // STATE 4084
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2313: // STATE 4088
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2314: // STATE 4091
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2316: // STATE 4096
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2317: // STATE 4099
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2319: // STATE 4104
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2320: // STATE 4107
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2322: // STATE 4112
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2323: // STATE 4115
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2324: // STATE 4119
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2325: // STATE 4122
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2326: // STATE 4125
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2327: // STATE 4128
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2328: // STATE 4131
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2329: // STATE 4134
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2330: // STATE 4137
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2331: // STATE 4140
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2332: // STATE 4143
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2333: // STATE 4146
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2334: // STATE 4149
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2335: // STATE 4152
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2336: // STATE 4155
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2337: // STATE 4158
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2338: // STATE 4161
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2339: // STATE 4164
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2340: // STATE 4167
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2341: // STATE 4170
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2342: // STATE 4173
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2343: // STATE 4176
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2344: // STATE 4179
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2345: // STATE 4182
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2347: // STATE 4186
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2348: // STATE 4189
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2349: // STATE 4192
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2350: // STATE 4196
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2351: // STATE 4199
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2352: // STATE 4202
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2355: // STATE 4215
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2357: // STATE 4218
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 2358: // STATE 4229
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2359: // STATE 4231
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2361: // STATE 4235
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2362: // STATE 4238
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2364: // STATE 4243
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2365: // STATE 4246
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2367: // STATE 4251
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2368: // STATE 4254
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2370: // STATE 4259
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2371: // STATE 4262
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2372: // STATE 4266
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2373: // STATE 4269
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2374: // STATE 4272
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2375: // STATE 4275
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2376: // STATE 4278
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2377: // STATE 4281
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2378: // STATE 4284
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2379: // STATE 4287
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2380: // STATE 4290
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2381: // STATE 4293
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2382: // STATE 4296
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2383: // STATE 4299
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2384: // STATE 4302
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2385: // STATE 4305
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2386: // STATE 4308
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2387: // STATE 4311
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2388: // STATE 4314
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2389: // STATE 4317
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2390: // STATE 4320
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2391: // STATE 4323
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2392: // STATE 4326
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2393: // STATE 4329
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2395: // STATE 4333
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2396: // STATE 4336
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2397: // STATE 4339
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2398: // STATE 4343
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2399: // STATE 4346
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2400: // STATE 4349
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2402: // STATE 4357
		;
		((P1 *)_this)->k = trpt->bup.ovals[1];
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2403: // STATE 4360
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 2404: // STATE 4367
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[1];
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2405: // STATE 4368
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2406: // STATE 4370
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2408: // STATE 4374
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2409: // STATE 4377
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2411: // STATE 4382
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2412: // STATE 4385
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2414: // STATE 4390
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2415: // STATE 4393
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2417: // STATE 4398
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2418: // STATE 4401
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2419: // STATE 4405
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2420: // STATE 4408
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2421: // STATE 4411
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2422: // STATE 4414
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2423: // STATE 4417
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2424: // STATE 4420
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2425: // STATE 4423
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2426: // STATE 4426
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2427: // STATE 4429
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2428: // STATE 4432
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2429: // STATE 4435
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2430: // STATE 4438
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2431: // STATE 4441
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2432: // STATE 4444
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2433: // STATE 4447
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2434: // STATE 4450
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2435: // STATE 4453
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2436: // STATE 4456
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2437: // STATE 4459
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2438: // STATE 4462
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2439: // STATE 4465
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2440: // STATE 4468
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2442: // STATE 4472
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2443: // STATE 4475
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2444: // STATE 4478
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2445: // STATE 4482
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2446: // STATE 4485
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2447: // STATE 4488
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2450: // STATE 4501
		;
		now.other_fault_att = trpt->bup.ovals[1];
		now.faults = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2452: // STATE 4504
		;
		_m = unsend(now.up);
		;
		goto R999;

	case 2453: // STATE 4518
		;
		now.all_uncertain_att = trpt->bup.ovals[1];
		now.r_told[ Index((1-((P1 *)_this)->i), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2454: // STATE 4521
		;
		now.r_noyes[ Index((1-((P1 *)_this)->i), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2456: // STATE 4527
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2457: // STATE 4529
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2459: // STATE 4533
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2460: // STATE 4536
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2462: // STATE 4541
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2463: // STATE 4544
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2465: // STATE 4549
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2466: // STATE 4552
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2468: // STATE 4557
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2469: // STATE 4560
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2470: // STATE 4564
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2471: // STATE 4567
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2472: // STATE 4570
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2473: // STATE 4573
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2474: // STATE 4576
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2475: // STATE 4579
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2476: // STATE 4582
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2477: // STATE 4585
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2478: // STATE 4588
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2479: // STATE 4591
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2480: // STATE 4594
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2481: // STATE 4597
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2482: // STATE 4600
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2483: // STATE 4603
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2484: // STATE 4606
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2485: // STATE 4609
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2486: // STATE 4612
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2487: // STATE 4615
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2488: // STATE 4618
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2489: // STATE 4621
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2490: // STATE 4624
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2491: // STATE 4627
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2493: // STATE 4631
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2494: // STATE 4634
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2495: // STATE 4637
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2496: // STATE 4641
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2497: // STATE 4644
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2498: // STATE 4647
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2500: // STATE 4655
		;
		((P1 *)_this)->k = trpt->bup.ovals[1];
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2501: // STATE 4658
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 2502: // STATE 4665
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[1];
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2503: // STATE 4666
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2504: // STATE 4668
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2506: // STATE 4672
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2507: // STATE 4675
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2509: // STATE 4680
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2510: // STATE 4683
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2512: // STATE 4688
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2513: // STATE 4691
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2515: // STATE 4696
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2516: // STATE 4699
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2517: // STATE 4703
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2518: // STATE 4706
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2519: // STATE 4709
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2520: // STATE 4712
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2521: // STATE 4715
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2522: // STATE 4718
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2523: // STATE 4721
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2524: // STATE 4724
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2525: // STATE 4727
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2526: // STATE 4730
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2527: // STATE 4733
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2528: // STATE 4736
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2529: // STATE 4739
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2530: // STATE 4742
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2531: // STATE 4745
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2532: // STATE 4748
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2533: // STATE 4751
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2534: // STATE 4754
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2535: // STATE 4757
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2536: // STATE 4760
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2537: // STATE 4763
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2538: // STATE 4766
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2540: // STATE 4770
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2541: // STATE 4773
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2542: // STATE 4776
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 2543: // STATE 4780
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2544: // STATE 4783
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2545: // STATE 4786
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2547: // STATE 4803
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[7];
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[6];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[5];
		((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[4];
		((P1 *)_this)->ok = trpt->bup.ovals[3];
		((P1 *)_this)->k = trpt->bup.ovals[2];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		((P1 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;
;
		;
		
	case 2549: // STATE 4807
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2551: // STATE 4809
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2553: // STATE 4811
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 2557: // STATE 4815
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2559: // STATE 4818
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2562: // STATE 4823
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2564: // STATE 4826
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2567: // STATE 4831
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2569: // STATE 4834
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2572: // STATE 4839
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2574: // STATE 4842
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2576: // STATE 4846
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2579: // STATE 4849
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2582: // STATE 4852
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2585: // STATE 4855
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2588: // STATE 4858
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2591: // STATE 4861
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2594: // STATE 4864
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2597: // STATE 4867
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2600: // STATE 4870
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2603: // STATE 4873
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2606: // STATE 4876
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2609: // STATE 4879
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2612: // STATE 4882
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2615: // STATE 4885
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2618: // STATE 4888
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2621: // STATE 4891
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2624: // STATE 4894
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2627: // STATE 4897
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2630: // STATE 4900
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2633: // STATE 4903
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2636: // STATE 4906
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2639: // STATE 4909
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2642: // STATE 4912
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2643: // STATE 4913
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2645: // STATE 4915
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2646: // STATE 4916
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2648: // STATE 4919
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2650: // STATE 4923
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2653: // STATE 4926
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2656: // STATE 4929
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2659: // STATE 4936
		;
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.oval;
		;
		goto R999;

	case 2660: // STATE 4937
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2663: // STATE 4940
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 2664: // STATE 4946
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2665: // STATE 4947
		;
		((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		goto R999;

	case 2666: // STATE 4948
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2668: // STATE 4950
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2671: // STATE 4953
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 2672: // STATE 4954
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2674: // STATE 4957
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2676: // STATE 4961
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 2677: // STATE 4962
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2679: // STATE 4965
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2682: // STATE 4970
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2684: // STATE 4973
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2686: // STATE 4977
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2687: // STATE 4978
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2689: // STATE 4981
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2691: // STATE 4985
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2694: // STATE 4988
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2697: // STATE 4991
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2700: // STATE 4994
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2703: // STATE 4997
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2706: // STATE 5000
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2709: // STATE 5003
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2712: // STATE 5006
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2715: // STATE 5009
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2718: // STATE 5012
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2721: // STATE 5015
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2724: // STATE 5018
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2727: // STATE 5021
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2730: // STATE 5024
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2733: // STATE 5027
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2736: // STATE 5030
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2739: // STATE 5033
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2742: // STATE 5036
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2745: // STATE 5039
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2748: // STATE 5042
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2751: // STATE 5045
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2754: // STATE 5048
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2757: // STATE 5051
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2758: // STATE 5052
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2760: // STATE 5054
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2761: // STATE 5055
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2763: // STATE 5058
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2765: // STATE 5062
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2768: // STATE 5065
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2771: // STATE 5068
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2774: // STATE 5083
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[7];
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[6];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[5];
		((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[4];
		((P1 *)_this)->ok = trpt->bup.ovals[3];
		((P1 *)_this)->k = trpt->bup.ovals[2];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		((P1 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;
;
		;
		
	case 2776: // STATE 5086
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2778: // STATE 5088
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2780: // STATE 5090
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 2781: // STATE 5091
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2783: // STATE 5093
		;
		now.rdead[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2785: // STATE 5096
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2787: // STATE 5098
		;
		now.ext_abort_att[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2788: // STATE 5099
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2790: // STATE 5101
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 2794: // STATE 5105
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2796: // STATE 5108
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2799: // STATE 5113
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2801: // STATE 5116
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2804: // STATE 5121
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2806: // STATE 5124
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2809: // STATE 5129
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2811: // STATE 5132
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2813: // STATE 5136
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2816: // STATE 5139
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2819: // STATE 5142
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2822: // STATE 5145
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2825: // STATE 5148
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2828: // STATE 5151
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2831: // STATE 5154
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2834: // STATE 5157
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2837: // STATE 5160
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2840: // STATE 5163
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2843: // STATE 5166
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2846: // STATE 5169
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2849: // STATE 5172
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2852: // STATE 5175
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2855: // STATE 5178
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2858: // STATE 5181
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2861: // STATE 5184
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2864: // STATE 5187
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2867: // STATE 5190
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2870: // STATE 5193
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2873: // STATE 5196
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2876: // STATE 5199
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2879: // STATE 5202
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2880: // STATE 5203
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2882: // STATE 5205
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2883: // STATE 5206
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2885: // STATE 5209
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2887: // STATE 5213
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2890: // STATE 5216
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2893: // STATE 5219
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2896: // STATE 5226
		;
		now.rb_in[ Index(((((P1 *)_this)->i*(2+1))+((P1 *)_this)->att), 6) ] = trpt->bup.oval;
		;
		goto R999;

	case 2897: // STATE 5227
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2900: // STATE 5230
		;
		((P1 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 2901: // STATE 5236
		;
		now.r_unc[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2902: // STATE 5237
		;
		((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		goto R999;

	case 2903: // STATE 5238
		;
		((P1 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2905: // STATE 5240
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2908: // STATE 5243
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 2909: // STATE 5244
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2911: // STATE 5247
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2913: // STATE 5251
		;
	/* 0 */	((P1 *)_this)->all_ranks_posted = trpt->bup.oval;
		;
		;
		goto R999;

	case 2914: // STATE 5252
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2916: // STATE 5255
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2919: // STATE 5260
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2921: // STATE 5263
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2923: // STATE 5267
		;
	/* 1 */	((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[1];
	/* 0 */	((P1 *)_this)->all_buckets_received = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2924: // STATE 5268
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2926: // STATE 5271
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2928: // STATE 5275
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2931: // STATE 5278
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2934: // STATE 5281
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2937: // STATE 5284
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2940: // STATE 5287
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2943: // STATE 5290
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2946: // STATE 5293
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2949: // STATE 5296
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2952: // STATE 5299
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2955: // STATE 5302
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2958: // STATE 5305
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2961: // STATE 5308
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2964: // STATE 5311
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2967: // STATE 5314
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2970: // STATE 5317
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2973: // STATE 5320
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2976: // STATE 5323
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2979: // STATE 5326
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2982: // STATE 5329
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2985: // STATE 5332
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2988: // STATE 5335
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2991: // STATE 5338
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2994: // STATE 5341
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2995: // STATE 5342
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2997: // STATE 5344
		;
	/* 0 */	((P1 *)_this)->group_intact = trpt->bup.oval;
		;
		;
		goto R999;

	case 2998: // STATE 5345
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3000: // STATE 5348
		;
		((P1 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3002: // STATE 5352
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3005: // STATE 5355
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3008: // STATE 5358
		;
		now.rst[ Index(((P1 *)_this)->i, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3011: // STATE 5373
		;
		((P1 *)_this)->group_intact = trpt->bup.ovals[7];
		((P1 *)_this)->all_buckets_confirmed = trpt->bup.ovals[6];
		((P1 *)_this)->all_buckets_received = trpt->bup.ovals[5];
		((P1 *)_this)->all_ranks_posted = trpt->bup.ovals[4];
		((P1 *)_this)->ok = trpt->bup.ovals[3];
		((P1 *)_this)->k = trpt->bup.ovals[2];
		((P1 *)_this)->a = trpt->bup.ovals[1];
		((P1 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;

	case 3012: // STATE 5378
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Sender */

	case 3013: // STATE 1
		;
	/* 0 */	((P0 *)_this)->a = trpt->bup.oval;
		;
		;
		goto R999;

	case 3014: // STATE 8
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[4];
		((P0 *)_this)->all_buckets_confirmed = trpt->bup.ovals[3];
		((P0 *)_this)->probe_ok = trpt->bup.ovals[2];
		((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[1];
		((P0 *)_this)->a = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 3016: // STATE 10
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3019: // STATE 23
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3021: // STATE 15
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3022: // STATE 16
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3023: // STATE 23
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3025: // STATE 19
		;
		_m = unsend(now.ctl[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;

	case 3026: // STATE 23
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3027: // STATE 33
		;
		((P0 *)_this)->i = trpt->bup.ovals[3];
		((P0 *)_this)->n_bad = trpt->bup.ovals[2];
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
		((P0 *)_this)->want = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3028: // STATE 36
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3029: // STATE 76
		;
		((P0 *)_this)->i = trpt->bup.ovals[6];
		((P0 *)_this)->rok = trpt->bup.ovals[5];
		((P0 *)_this)->ra = trpt->bup.ovals[4];
		((P0 *)_this)->r = trpt->bup.ovals[3];
		((P0 *)_this)->want = trpt->bup.ovals[2];
		((P0 *)_this)->m = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->n_bad = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 3030: // STATE 45
		;
		XX = 1;
		unrecv(now.up, XX-1, 0, ((P0 *)_this)->m, 1);
		unrecv(now.up, XX-1, 1, ((int)((P0 *)_this)->r), 0);
		unrecv(now.up, XX-1, 2, ((int)((P0 *)_this)->ra), 0);
		unrecv(now.up, XX-1, 3, ((int)((P0 *)_this)->rok), 0);
		((P0 *)_this)->m = trpt->bup.ovals[0];
		((P0 *)_this)->r = trpt->bup.ovals[1];
		((P0 *)_this)->ra = trpt->bup.ovals[2];
		((P0 *)_this)->rok = trpt->bup.ovals[3];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3031: // STATE 47
		;
		((P0 *)_this)->got[ Index(((P0 *)_this)->r, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->ra = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3032: // STATE 49
		;
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->rok = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3033: // STATE 51
		;
		((P0 *)_this)->n_bad = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3035: // STATE 76
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 3037: // STATE 62
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3038: // STATE 63
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3039: // STATE 76
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3040: // STATE 76
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3041: // STATE 79
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3043: // STATE 87
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3045: // STATE 95
		;
	/* 0 */	((P0 *)_this)->n_ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 3046: // STATE 96
		;
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3047: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 3049: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3050: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 3052: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3053: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 3055: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3056: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 3058: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[1];
		((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3059: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3060: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3061: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3062: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3063: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3064: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3065: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3066: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3067: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3068: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3069: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3070: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3071: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3072: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3073: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3074: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3075: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3076: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3077: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3078: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3079: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3080: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3081: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 3083: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3084: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3085: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3086: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3087: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3088: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3089: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3090: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3091: // STATE 231
		;
		((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3092: // STATE 232
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3095: // STATE 245
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3097: // STATE 237
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3098: // STATE 238
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3099: // STATE 245
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3101: // STATE 241
		;
		_m = unsend(now.ctl[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;

	case 3102: // STATE 245
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3103: // STATE 252
		;
		((P0 *)_this)->group_intact = trpt->bup.oval;
		;
		goto R999;

	case 3104: // STATE 256
		;
		((P0 *)_this)->i = trpt->bup.ovals[3];
		((P0 *)_this)->n_bad = trpt->bup.ovals[2];
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
		((P0 *)_this)->want = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3105: // STATE 259
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3106: // STATE 299
		;
		((P0 *)_this)->i = trpt->bup.ovals[6];
		((P0 *)_this)->rok = trpt->bup.ovals[5];
		((P0 *)_this)->ra = trpt->bup.ovals[4];
		((P0 *)_this)->r = trpt->bup.ovals[3];
		((P0 *)_this)->want = trpt->bup.ovals[2];
		((P0 *)_this)->m = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->n_bad = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 3107: // STATE 268
		;
		XX = 1;
		unrecv(now.up, XX-1, 0, ((P0 *)_this)->m, 1);
		unrecv(now.up, XX-1, 1, ((int)((P0 *)_this)->r), 0);
		unrecv(now.up, XX-1, 2, ((int)((P0 *)_this)->ra), 0);
		unrecv(now.up, XX-1, 3, ((int)((P0 *)_this)->rok), 0);
		((P0 *)_this)->m = trpt->bup.ovals[0];
		((P0 *)_this)->r = trpt->bup.ovals[1];
		((P0 *)_this)->ra = trpt->bup.ovals[2];
		((P0 *)_this)->rok = trpt->bup.ovals[3];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3108: // STATE 270
		;
		((P0 *)_this)->got[ Index(((P0 *)_this)->r, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->ra = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3109: // STATE 272
		;
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->rok = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3110: // STATE 274
		;
		((P0 *)_this)->n_bad = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3112: // STATE 299
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 3114: // STATE 285
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3115: // STATE 286
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3116: // STATE 299
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3117: // STATE 299
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3118: // STATE 302
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3120: // STATE 310
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3122: // STATE 318
		;
		((P0 *)_this)->all_endpoints_prepared = trpt->bup.oval;
		;
		goto R999;

	case 3123: // STATE 318
		;
		((P0 *)_this)->all_endpoints_prepared = trpt->bup.oval;
		;
		goto R999;

	case 3124: // STATE 319
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3125: // STATE 321
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3127: // STATE 325
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3128: // STATE 328
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3130: // STATE 333
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3131: // STATE 336
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3133: // STATE 341
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3134: // STATE 344
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3136: // STATE 349
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3137: // STATE 352
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3138: // STATE 356
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3139: // STATE 359
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3140: // STATE 362
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3141: // STATE 365
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3142: // STATE 368
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3143: // STATE 371
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3144: // STATE 374
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3145: // STATE 377
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3146: // STATE 380
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3147: // STATE 383
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3148: // STATE 386
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3149: // STATE 389
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3150: // STATE 392
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3151: // STATE 395
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3152: // STATE 398
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3153: // STATE 401
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3154: // STATE 404
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3155: // STATE 407
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3156: // STATE 410
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3157: // STATE 413
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3158: // STATE 416
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3159: // STATE 419
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3161: // STATE 423
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3162: // STATE 426
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3163: // STATE 429
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3164: // STATE 433
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3165: // STATE 436
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3166: // STATE 439
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3168: // STATE 446
		;
	/* 0 */	((P0 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 3169: // STATE 452
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3172: // STATE 465
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3174: // STATE 457
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3175: // STATE 458
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3176: // STATE 465
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3178: // STATE 461
		;
		_m = unsend(now.dat[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;

	case 3179: // STATE 465
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3180: // STATE 475
		;
		((P0 *)_this)->i = trpt->bup.ovals[3];
		((P0 *)_this)->n_bad = trpt->bup.ovals[2];
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
		((P0 *)_this)->want = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3181: // STATE 478
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3182: // STATE 518
		;
		((P0 *)_this)->i = trpt->bup.ovals[6];
		((P0 *)_this)->rok = trpt->bup.ovals[5];
		((P0 *)_this)->ra = trpt->bup.ovals[4];
		((P0 *)_this)->r = trpt->bup.ovals[3];
		((P0 *)_this)->want = trpt->bup.ovals[2];
		((P0 *)_this)->m = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->n_bad = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 3183: // STATE 487
		;
		XX = 1;
		unrecv(now.up, XX-1, 0, ((P0 *)_this)->m, 1);
		unrecv(now.up, XX-1, 1, ((int)((P0 *)_this)->r), 0);
		unrecv(now.up, XX-1, 2, ((int)((P0 *)_this)->ra), 0);
		unrecv(now.up, XX-1, 3, ((int)((P0 *)_this)->rok), 0);
		((P0 *)_this)->m = trpt->bup.ovals[0];
		((P0 *)_this)->r = trpt->bup.ovals[1];
		((P0 *)_this)->ra = trpt->bup.ovals[2];
		((P0 *)_this)->rok = trpt->bup.ovals[3];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3184: // STATE 489
		;
		((P0 *)_this)->got[ Index(((P0 *)_this)->r, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->ra = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3185: // STATE 491
		;
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->rok = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3186: // STATE 493
		;
		((P0 *)_this)->n_bad = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3188: // STATE 518
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 3190: // STATE 504
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3191: // STATE 505
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3192: // STATE 518
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3193: // STATE 518
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3194: // STATE 521
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3196: // STATE 529
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3198: // STATE 537
		;
		((P0 *)_this)->probe_ok = trpt->bup.oval;
		;
		goto R999;

	case 3199: // STATE 537
		;
		((P0 *)_this)->probe_ok = trpt->bup.oval;
		;
		goto R999;

	case 3200: // STATE 538
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3201: // STATE 540
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3203: // STATE 544
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3204: // STATE 547
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3206: // STATE 552
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3207: // STATE 555
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3209: // STATE 560
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3210: // STATE 563
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3212: // STATE 568
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3213: // STATE 571
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3214: // STATE 575
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3215: // STATE 578
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3216: // STATE 581
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3217: // STATE 584
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3218: // STATE 587
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3219: // STATE 590
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3220: // STATE 593
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3221: // STATE 596
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3222: // STATE 599
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3223: // STATE 602
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3224: // STATE 605
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3225: // STATE 608
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3226: // STATE 611
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3227: // STATE 614
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3228: // STATE 617
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3229: // STATE 620
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3230: // STATE 623
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3231: // STATE 626
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3232: // STATE 629
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3233: // STATE 632
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3234: // STATE 635
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3235: // STATE 638
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3237: // STATE 642
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3238: // STATE 645
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3239: // STATE 648
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3240: // STATE 652
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3241: // STATE 655
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3242: // STATE 658
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3244: // STATE 665
		;
	/* 0 */	((P0 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 3245: // STATE 671
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3246: // STATE 671
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3249: // STATE 674
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3250: // STATE 680
		;
		((P0 *)_this)->k = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3252: // STATE 682
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3255: // STATE 695
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3257: // STATE 687
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3258: // STATE 688
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3259: // STATE 695
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3261: // STATE 691
		;
		_m = unsend(now.dat[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;

	case 3262: // STATE 695
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3264: // STATE 703
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3266: // STATE 711
		;
		((P0 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 3267: // STATE 711
		;
		((P0 *)_this)->k = trpt->bup.oval;
		;
		goto R999;

	case 3268: // STATE 717
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3271: // STATE 730
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3273: // STATE 722
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3274: // STATE 723
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3275: // STATE 730
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3277: // STATE 726
		;
		_m = unsend(now.dat[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;

	case 3278: // STATE 730
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3279: // STATE 740
		;
		((P0 *)_this)->i = trpt->bup.ovals[3];
		((P0 *)_this)->n_bad = trpt->bup.ovals[2];
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
		((P0 *)_this)->want = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3280: // STATE 743
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3281: // STATE 783
		;
		((P0 *)_this)->i = trpt->bup.ovals[6];
		((P0 *)_this)->rok = trpt->bup.ovals[5];
		((P0 *)_this)->ra = trpt->bup.ovals[4];
		((P0 *)_this)->r = trpt->bup.ovals[3];
		((P0 *)_this)->want = trpt->bup.ovals[2];
		((P0 *)_this)->m = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->n_bad = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 3282: // STATE 752
		;
		XX = 1;
		unrecv(now.up, XX-1, 0, ((P0 *)_this)->m, 1);
		unrecv(now.up, XX-1, 1, ((int)((P0 *)_this)->r), 0);
		unrecv(now.up, XX-1, 2, ((int)((P0 *)_this)->ra), 0);
		unrecv(now.up, XX-1, 3, ((int)((P0 *)_this)->rok), 0);
		((P0 *)_this)->m = trpt->bup.ovals[0];
		((P0 *)_this)->r = trpt->bup.ovals[1];
		((P0 *)_this)->ra = trpt->bup.ovals[2];
		((P0 *)_this)->rok = trpt->bup.ovals[3];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3283: // STATE 754
		;
		((P0 *)_this)->got[ Index(((P0 *)_this)->r, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->ra = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3284: // STATE 756
		;
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->rok = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3285: // STATE 758
		;
		((P0 *)_this)->n_bad = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3287: // STATE 783
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 3289: // STATE 769
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3290: // STATE 770
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3291: // STATE 783
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3292: // STATE 783
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3293: // STATE 786
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3295: // STATE 794
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3297: // STATE 802
		;
		((P0 *)_this)->all_buckets_confirmed = trpt->bup.oval;
		;
		goto R999;

	case 3298: // STATE 802
		;
		((P0 *)_this)->all_buckets_confirmed = trpt->bup.oval;
		;
		goto R999;

	case 3299: // STATE 803
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3300: // STATE 805
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3302: // STATE 809
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3303: // STATE 812
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3305: // STATE 817
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3306: // STATE 820
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3308: // STATE 825
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3309: // STATE 828
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3311: // STATE 833
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3312: // STATE 836
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3313: // STATE 840
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3314: // STATE 843
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3315: // STATE 846
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3316: // STATE 849
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3317: // STATE 852
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3318: // STATE 855
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3319: // STATE 858
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3320: // STATE 861
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3321: // STATE 864
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3322: // STATE 867
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3323: // STATE 870
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3324: // STATE 873
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3325: // STATE 876
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3326: // STATE 879
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3327: // STATE 882
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3328: // STATE 885
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3329: // STATE 888
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3330: // STATE 891
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3331: // STATE 894
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3332: // STATE 897
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3333: // STATE 900
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3334: // STATE 903
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3336: // STATE 907
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3337: // STATE 910
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3338: // STATE 913
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3339: // STATE 917
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3340: // STATE 920
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3341: // STATE 923
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3343: // STATE 930
		;
	/* 0 */	((P0 *)_this)->ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 3344: // STATE 936
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3345: // STATE 936
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3348: // STATE 939
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3349: // STATE 945
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 3353: // STATE 950
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3354: // STATE 951
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3357: // STATE 954
		;
		_m = unsend(now.dat[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;
;
		;
		
	case 3359: // STATE 959
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3361: // STATE 967
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3362: // STATE 967
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3363: // STATE 973
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 3367: // STATE 978
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3368: // STATE 979
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3371: // STATE 982
		;
		_m = unsend(now.ctl[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;
;
		;
		
	case 3373: // STATE 987
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3375: // STATE 995
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3376: // STATE 995
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3377: // STATE 1004
		;
		((P0 *)_this)->i = trpt->bup.ovals[3];
		((P0 *)_this)->n_bad = trpt->bup.ovals[2];
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
		((P0 *)_this)->want = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3378: // STATE 1007
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3379: // STATE 1047
		;
		((P0 *)_this)->i = trpt->bup.ovals[6];
		((P0 *)_this)->rok = trpt->bup.ovals[5];
		((P0 *)_this)->ra = trpt->bup.ovals[4];
		((P0 *)_this)->r = trpt->bup.ovals[3];
		((P0 *)_this)->want = trpt->bup.ovals[2];
		((P0 *)_this)->m = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->n_bad = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 3380: // STATE 1016
		;
		XX = 1;
		unrecv(now.up, XX-1, 0, ((P0 *)_this)->m, 1);
		unrecv(now.up, XX-1, 1, ((int)((P0 *)_this)->r), 0);
		unrecv(now.up, XX-1, 2, ((int)((P0 *)_this)->ra), 0);
		unrecv(now.up, XX-1, 3, ((int)((P0 *)_this)->rok), 0);
		((P0 *)_this)->m = trpt->bup.ovals[0];
		((P0 *)_this)->r = trpt->bup.ovals[1];
		((P0 *)_this)->ra = trpt->bup.ovals[2];
		((P0 *)_this)->rok = trpt->bup.ovals[3];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3381: // STATE 1018
		;
		((P0 *)_this)->got[ Index(((P0 *)_this)->r, 2) ] = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->ra = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3382: // STATE 1020
		;
		((P0 *)_this)->n_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->rok = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3383: // STATE 1022
		;
		((P0 *)_this)->n_bad = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3385: // STATE 1047
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 3387: // STATE 1033
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3388: // STATE 1034
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3389: // STATE 1047
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3390: // STATE 1047
		;
		((P0 *)_this)->i = trpt->bup.ovals[5];
		((P0 *)_this)->rok = trpt->bup.ovals[4];
		((P0 *)_this)->ra = trpt->bup.ovals[3];
		((P0 *)_this)->r = trpt->bup.ovals[2];
		((P0 *)_this)->want = trpt->bup.ovals[1];
		((P0 *)_this)->m = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3391: // STATE 1050
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->got[ Index(((P0 *)_this)->i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3393: // STATE 1058
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3395: // STATE 1066
		;
	/* 0 */	((P0 *)_this)->n_ok = trpt->bup.oval;
		;
		;
		goto R999;

	case 3396: // STATE 1067
		;
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3397: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 3399: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3400: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3402: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3403: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3405: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[3];
		((P0 *)_this)->st = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->probe_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3406: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3408: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_buckets_confirmed = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3409: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3410: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3411: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3412: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3413: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3414: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3415: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3416: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3417: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3418: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3419: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3420: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3421: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3422: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3423: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3424: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3425: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3426: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3427: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3428: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3429: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3430: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3431: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 3433: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3434: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3435: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[1];
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3436: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3437: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3438: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.ovals[2];
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3439: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3440: // STATE 1194
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3443: // STATE 1197
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3445: // STATE 1205
		;
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3446: // STATE 1207
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3448: // STATE 1211
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3449: // STATE 1214
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3451: // STATE 1219
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3452: // STATE 1222
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3454: // STATE 1227
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3455: // STATE 1230
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3457: // STATE 1235
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3458: // STATE 1238
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3459: // STATE 1242
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3460: // STATE 1245
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3461: // STATE 1248
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3462: // STATE 1251
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3463: // STATE 1254
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3464: // STATE 1257
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3465: // STATE 1260
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3466: // STATE 1263
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3467: // STATE 1266
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3468: // STATE 1269
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3469: // STATE 1272
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3470: // STATE 1275
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3471: // STATE 1278
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3472: // STATE 1281
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3473: // STATE 1284
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3474: // STATE 1287
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3475: // STATE 1290
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3476: // STATE 1293
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3477: // STATE 1296
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3478: // STATE 1299
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3479: // STATE 1302
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3480: // STATE 1305
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3482: // STATE 1309
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3483: // STATE 1312
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3484: // STATE 1315
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3485: // STATE 1319
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3486: // STATE 1322
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3487: // STATE 1325
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3489: // STATE 1332
		;
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3490: // STATE 1334
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3492: // STATE 1338
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3493: // STATE 1341
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3495: // STATE 1346
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3496: // STATE 1349
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3498: // STATE 1354
		;
		((P0 *)_this)->st = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->probe_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3499: // STATE 1357
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3501: // STATE 1362
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_buckets_confirmed = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3502: // STATE 1365
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3503: // STATE 1369
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3504: // STATE 1372
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3505: // STATE 1375
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3506: // STATE 1378
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3507: // STATE 1381
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3508: // STATE 1384
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3509: // STATE 1387
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3510: // STATE 1390
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3511: // STATE 1393
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3512: // STATE 1396
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3513: // STATE 1399
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3514: // STATE 1402
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3515: // STATE 1405
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3516: // STATE 1408
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3517: // STATE 1411
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3518: // STATE 1414
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3519: // STATE 1417
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3520: // STATE 1420
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3521: // STATE 1423
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3522: // STATE 1426
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3523: // STATE 1429
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3524: // STATE 1432
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3526: // STATE 1436
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3527: // STATE 1439
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3528: // STATE 1442
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3529: // STATE 1446
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3530: // STATE 1449
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3531: // STATE 1452
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3533: // STATE 1462
		;
		now.aborted_att = trpt->bup.oval;
		;
		goto R999;

	case 3534: // STATE 1463
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3537: // STATE 1466
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3538: // STATE 1472
		;
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3539: // STATE 1474
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3541: // STATE 1478
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3542: // STATE 1481
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3544: // STATE 1486
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3545: // STATE 1489
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3547: // STATE 1494
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3548: // STATE 1497
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3550: // STATE 1502
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3551: // STATE 1505
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3552: // STATE 1509
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3553: // STATE 1512
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3554: // STATE 1515
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3555: // STATE 1518
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3556: // STATE 1521
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3557: // STATE 1524
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3558: // STATE 1527
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3559: // STATE 1530
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3560: // STATE 1533
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3561: // STATE 1536
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3562: // STATE 1539
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3563: // STATE 1542
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3564: // STATE 1545
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3565: // STATE 1548
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3566: // STATE 1551
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3567: // STATE 1554
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3568: // STATE 1557
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3569: // STATE 1560
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3570: // STATE 1563
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3571: // STATE 1566
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3572: // STATE 1569
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3573: // STATE 1572
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3575: // STATE 1576
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3576: // STATE 1579
		;
		((P0 *)_this)->st = trpt->bup.oval;
		;
		goto R999;

	case 3577: // STATE 1582
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3578: // STATE 1586
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3579: // STATE 1589
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3580: // STATE 1592
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3582: // STATE 1599
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 3585: // STATE 1612
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3587: // STATE 1604
		;
		now.faults = trpt->bup.oval;
		;
		goto R999;

	case 3588: // STATE 1605
		;
		now.other_fault_att = trpt->bup.oval;
		;
		goto R999;

	case 3589: // STATE 1612
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3591: // STATE 1608
		;
		_m = unsend(now.ctl[ Index(((int)((P0 *)_this)->i), 2) ]);
		;
		goto R999;

	case 3592: // STATE 1612
		;
		((P0 *)_this)->i = trpt->bup.oval;
		;
		goto R999;

	case 3593: // STATE 1619
		;
		((P0 *)_this)->ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3594: // STATE 1621
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3596: // STATE 1625
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3597: // STATE 1628
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3599: // STATE 1633
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3600: // STATE 1636
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3602: // STATE 1641
		;
		((P0 *)_this)->st = trpt->bup.ovals[2];
	/* 1 */	((P0 *)_this)->probe_ok = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_endpoints_prepared = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3603: // STATE 1644
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3605: // STATE 1649
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->all_buckets_confirmed = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3606: // STATE 1652
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3607: // STATE 1656
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3608: // STATE 1659
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3609: // STATE 1662
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3610: // STATE 1665
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3611: // STATE 1668
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3612: // STATE 1671
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3613: // STATE 1674
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3614: // STATE 1677
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3615: // STATE 1680
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3616: // STATE 1683
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3617: // STATE 1686
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3618: // STATE 1689
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3619: // STATE 1692
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3620: // STATE 1695
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3621: // STATE 1698
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3622: // STATE 1701
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3623: // STATE 1704
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3624: // STATE 1707
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3625: // STATE 1710
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3626: // STATE 1713
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3627: // STATE 1716
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3628: // STATE 1719
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3630: // STATE 1723
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3631: // STATE 1726
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->group_intact = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3632: // STATE 1729
		;
		((P0 *)_this)->ok = trpt->bup.oval;
		;
		goto R999;

	case 3633: // STATE 1733
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3634: // STATE 1736
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3635: // STATE 1739
		;
		((P0 *)_this)->st = trpt->bup.ovals[1];
	/* 0 */	((P0 *)_this)->st = trpt->bup.ovals[0];
		;
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3637: // STATE 1750
		;
		now.sender_over = trpt->bup.oval;
		;
		goto R999;

	case 3638: // STATE 1752
		;
		now.sender_over = trpt->bup.oval;
		;
		goto R999;

	case 3639: // STATE 1754
		;
		p_restor(II);
		;
		;
		goto R999;
	}

