#ifdef PEG
struct T_SRC {
	char *fl; int ln;
} T_SRC[NTRANS];

void
tr_2_src(int m, char *file, int ln)
{	T_SRC[m].fl = file;
	T_SRC[m].ln = ln;
}

void
putpeg(int n, int m)
{	printf("%5d	trans %4d ", m, n);
	printf("%s:%d\n",
		T_SRC[n].fl, T_SRC[n].ln);
}
#endif

void
settable(void)
{	Trans *T;
	Trans *settr(int, int, int, int, int, char *, int, int, int);

	trans = (Trans ***) emalloc(5*sizeof(Trans **));

	/* proctype 3: :init: */

	trans[3] = (Trans **) emalloc(23*sizeof(Trans *));

	T = trans[ 3][21] = settr(7163,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(7163,2,1,0,0,"ATOMIC", 1, 2, 0);
	trans[3][1]	= settr(7143,2,7,3,3,"i = 0", 1, 2, 0);
	trans[3][8]	= settr(7150,2,7,1,0,".(goto)", 1, 2, 0);
	T = trans[3][7] = settr(7149,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(7149,2,2,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(7149,2,5,0,0,"DO", 1, 2, 0);
	trans[3][2]	= settr(7144,2,7,4,4,"((i<=(2-1)))", 1, 2, 0); /* m: 3 -> 7,0 */
	reached3[3] = 1;
	trans[3][3]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[3][4]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[3][5]	= settr(7147,2,10,2,0,"else", 1, 2, 0);
	trans[3][6]	= settr(7148,2,10,1,0,"goto :b44", 1, 2, 0); /* m: 10 -> 0,16 */
	reached3[10] = 1;
	trans[3][9]	= settr(7151,2,10,1,0,"break", 1, 2, 0);
	trans[3][10]	= settr(7152,2,16,5,5,"i = 0", 1, 2, 0);
	trans[3][17]	= settr(7159,2,16,1,0,".(goto)", 1, 2, 0);
	T = trans[3][16] = settr(7158,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(7158,2,11,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(7158,2,14,0,0,"DO", 1, 2, 0);
	trans[3][11]	= settr(7153,2,12,6,0,"((i<=(2-1)))", 1, 2, 0);
	trans[3][12]	= settr(7154,2,13,7,7,"(run Receiver(i))", 1, 2, 0);
	trans[3][13]	= settr(7155,2,16,8,8,"i = (i+1)", 1, 2, 0);
	trans[3][14]	= settr(7156,2,19,2,0,"else", 1, 2, 0);
	trans[3][15]	= settr(7157,2,19,1,0,"goto :b45", 1, 2, 0);
	trans[3][18]	= settr(7160,2,19,1,0,"break", 1, 2, 0);
	trans[3][19]	= settr(7161,2,20,9,9,"(run Sender())", 1, 2, 0);
	trans[3][20]	= settr(7162,0,22,10,10,"(run Watcher())", 1, 2, 0);
	trans[3][22]	= settr(7164,0,0,11,11,"-end-", 0, 3500, 0);

	/* proctype 2: Watcher */

	trans[2] = (Trans **) emalloc(12*sizeof(Trans *));

	trans[2][1]	= settr(7132,0,2,12,0,"(sender_over)", 1, 2, 0);
	trans[2][2]	= settr(7133,0,8,13,13,"i = 0", 0, 2, 0);
	trans[2][9]	= settr(7140,0,8,1,0,".(goto)", 0, 2, 0);
	T = trans[2][8] = settr(7139,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7139,0,3,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(7139,0,6,0,0,"DO", 0, 2, 0);
	trans[2][3]	= settr(7134,0,4,14,0,"((i<=(2-1)))", 0, 2, 0);
	trans[2][4]	= settr(7135,0,5,15,0,"(((rdead[i]||(((rst[i]==7)||(rst[i]==6))||(rst[i]==2)))||(r_unc[i]&&rdead[(1-i)])))", 1, 2, 0);
	trans[2][5]	= settr(7136,0,8,16,16,"i = (i+1)", 0, 2, 0);
	trans[2][6]	= settr(7137,0,11,2,0,"else", 0, 2, 0);
	trans[2][7]	= settr(7138,0,11,1,0,"goto :b43", 0, 2, 0);
	trans[2][10]	= settr(7141,0,11,1,0,"break", 0, 2, 0);
	trans[2][11]	= settr(7142,0,0,17,17,"-end-", 0, 3500, 0);

	/* proctype 1: Receiver */

	trans[1] = (Trans **) emalloc(5379*sizeof(Trans *));

	trans[1][5376]	= settr(7129,0,5375,1,0,".(goto)", 0, 2, 0);
	T = trans[1][5375] = settr(7128,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7128,0,1,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7128,0,2047,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7128,0,3367,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7128,0,4805,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7128,0,4806,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7128,0,5085,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(7128,0,5089,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(7128,0,5095,0,0,"DO", 0, 2, 0);
	trans[1][1]	= settr(1754,0,2036,18,18,"ctl[i]?m,a", 1, 503, 0);
	T = trans[1][2036] = settr(3789,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3789,0,2,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3789,0,422,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3789,0,873,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3789,0,1762,0,0,"IF", 0, 2, 0);
	trans[1][2]	= settr(1755,0,420,19,19,"((m==11))", 0, 2, 0);
	T = trans[1][420] = settr(2173,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2173,0,3,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2173,0,142,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2173,0,408,0,0,"IF", 0, 2, 0);
	trans[1][3]	= settr(1756,0,130,20,0,"((rst[i]==7))", 1, 2, 0);
	T = trans[ 1][130] = settr(1883,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1883,0,4,0,0,"sub-sequence", 0, 2, 0);
	trans[1][4]	= settr(1757,0,128,21,21,"ok = 1", 0, 2, 0);
	T = trans[1][128] = settr(1881,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,5,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,8,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,16,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,24,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,32,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,40,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,43,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,46,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,49,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,52,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,55,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,58,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,61,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,64,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,67,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,70,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,73,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,76,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,79,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,82,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,85,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,88,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,91,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,94,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,97,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,100,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,103,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,106,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,117,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,120,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1881,0,123,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1881,0,126,0,0,"IF", 0, 2, 0);
	trans[1][5]	= settr(1758,0,6,22,0,"(((rst[i]==7)&&(10==10)))", 1, 2, 0);
	trans[1][6]	= settr(1759,0,7,23,23,"rst[i] = 6", 1, 2, 0);
	trans[1][7]	= settr(1760,0,141,24,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][129]	= settr(1882,0,141,1,0,".(goto)", 0, 2, 0);
	trans[1][8]	= settr(1761,0,14,25,0,"(((rst[i]==6)&&(10==9)))", 1, 2, 0);
	T = trans[1][14] = settr(1767,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1767,0,9,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1767,0,12,0,0,"IF", 0, 2, 0);
	trans[1][9]	= settr(1762,0,10,26,26,"(all_ranks_posted)", 0, 2, 0);
	trans[1][10]	= settr(1763,0,11,27,27,"rst[i] = 5", 1, 2, 0);
	trans[1][11]	= settr(1764,0,141,28,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][15]	= settr(1768,0,141,1,0,".(goto)", 0, 2, 0);
	trans[1][12]	= settr(1765,0,13,2,0,"else", 0, 2, 0);
	trans[1][13]	= settr(1766,0,141,29,29,"ok = 0", 0, 2, 0);
	trans[1][16]	= settr(1769,0,22,30,0,"(((rst[i]==2)&&(10==9)))", 1, 2, 0);
	T = trans[1][22] = settr(1775,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1775,0,17,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1775,0,20,0,0,"IF", 0, 2, 0);
	trans[1][17]	= settr(1770,0,18,31,31,"(all_ranks_posted)", 0, 2, 0);
	trans[1][18]	= settr(1771,0,19,32,32,"rst[i] = 5", 1, 2, 0);
	trans[1][19]	= settr(1772,0,141,33,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][23]	= settr(1776,0,141,1,0,".(goto)", 0, 2, 0);
	trans[1][20]	= settr(1773,0,21,2,0,"else", 0, 2, 0);
	trans[1][21]	= settr(1774,0,141,34,34,"ok = 0", 0, 2, 0);
	trans[1][24]	= settr(1777,0,30,35,0,"(((rst[i]==5)&&(10==8)))", 1, 2, 0);
	T = trans[1][30] = settr(1783,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1783,0,25,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1783,0,28,0,0,"IF", 0, 2, 0);
	trans[1][25]	= settr(1778,0,26,36,0,"(probe_ok)", 0, 2, 0);
	trans[1][26]	= settr(1779,0,27,37,37,"rst[i] = 4", 1, 2, 0);
	trans[1][27]	= settr(1780,0,141,38,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][31]	= settr(1784,0,141,1,0,".(goto)", 0, 2, 0);
	trans[1][28]	= settr(1781,0,29,2,0,"else", 0, 2, 0);
	trans[1][29]	= settr(1782,0,141,39,39,"ok = 0", 0, 2, 0);
	trans[1][32]	= settr(1785,0,38,40,0,"(((rst[i]==4)&&(10==7)))", 1, 2, 0);
	T = trans[1][38] = settr(1791,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1791,0,33,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1791,0,36,0,0,"IF", 0, 2, 0);
	trans[1][33]	= settr(1786,0,34,41,41,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][34]	= settr(1787,0,35,42,42,"rst[i] = 3", 1, 2, 0);
	trans[1][35]	= settr(1788,0,141,43,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][39]	= settr(1792,0,141,1,0,".(goto)", 0, 2, 0);
	trans[1][36]	= settr(1789,0,37,2,0,"else", 0, 2, 0);
	trans[1][37]	= settr(1790,0,141,44,44,"ok = 0", 0, 2, 0);
	trans[1][40]	= settr(1793,0,41,45,0,"(((rst[i]==3)&&(10==6)))", 1, 2, 0);
	trans[1][41]	= settr(1794,0,42,46,46,"rst[i] = 2", 1, 2, 0);
	trans[1][42]	= settr(1795,0,141,47,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][43]	= settr(1796,0,44,48,0,"(((rst[i]==7)&&(10==5)))", 1, 2, 0);
	trans[1][44]	= settr(1797,0,45,49,49,"rst[i] = 1", 1, 2, 0);
	trans[1][45]	= settr(1798,0,141,50,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][46]	= settr(1799,0,47,51,0,"(((rst[i]==7)&&(10==4)))", 1, 2, 0);
	trans[1][47]	= settr(1800,0,48,52,52,"rst[i] = 1", 1, 2, 0);
	trans[1][48]	= settr(1801,0,141,53,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][49]	= settr(1802,0,50,54,0,"(((rst[i]==7)&&(10==3)))", 1, 2, 0);
	trans[1][50]	= settr(1803,0,51,55,55,"rst[i] = 1", 1, 2, 0);
	trans[1][51]	= settr(1804,0,141,56,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][52]	= settr(1805,0,53,57,0,"(((rst[i]==6)&&(10==5)))", 1, 2, 0);
	trans[1][53]	= settr(1806,0,54,58,58,"rst[i] = 1", 1, 2, 0);
	trans[1][54]	= settr(1807,0,141,59,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][55]	= settr(1808,0,56,60,0,"(((rst[i]==6)&&(10==4)))", 1, 2, 0);
	trans[1][56]	= settr(1809,0,57,61,61,"rst[i] = 1", 1, 2, 0);
	trans[1][57]	= settr(1810,0,141,62,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][58]	= settr(1811,0,59,63,0,"(((rst[i]==6)&&(10==3)))", 1, 2, 0);
	trans[1][59]	= settr(1812,0,60,64,64,"rst[i] = 1", 1, 2, 0);
	trans[1][60]	= settr(1813,0,141,65,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][61]	= settr(1814,0,62,66,0,"(((rst[i]==5)&&(10==5)))", 1, 2, 0);
	trans[1][62]	= settr(1815,0,63,67,67,"rst[i] = 1", 1, 2, 0);
	trans[1][63]	= settr(1816,0,141,68,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][64]	= settr(1817,0,65,69,0,"(((rst[i]==5)&&(10==4)))", 1, 2, 0);
	trans[1][65]	= settr(1818,0,66,70,70,"rst[i] = 1", 1, 2, 0);
	trans[1][66]	= settr(1819,0,141,71,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][67]	= settr(1820,0,68,72,0,"(((rst[i]==5)&&(10==3)))", 1, 2, 0);
	trans[1][68]	= settr(1821,0,69,73,73,"rst[i] = 1", 1, 2, 0);
	trans[1][69]	= settr(1822,0,141,74,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][70]	= settr(1823,0,71,75,0,"(((rst[i]==4)&&(10==5)))", 1, 2, 0);
	trans[1][71]	= settr(1824,0,72,76,76,"rst[i] = 1", 1, 2, 0);
	trans[1][72]	= settr(1825,0,141,77,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][73]	= settr(1826,0,74,78,0,"(((rst[i]==4)&&(10==4)))", 1, 2, 0);
	trans[1][74]	= settr(1827,0,75,79,79,"rst[i] = 1", 1, 2, 0);
	trans[1][75]	= settr(1828,0,141,80,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][76]	= settr(1829,0,77,81,0,"(((rst[i]==4)&&(10==3)))", 1, 2, 0);
	trans[1][77]	= settr(1830,0,78,82,82,"rst[i] = 1", 1, 2, 0);
	trans[1][78]	= settr(1831,0,141,83,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][79]	= settr(1832,0,80,84,0,"(((rst[i]==3)&&(10==5)))", 1, 2, 0);
	trans[1][80]	= settr(1833,0,81,85,85,"rst[i] = 1", 1, 2, 0);
	trans[1][81]	= settr(1834,0,141,86,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][82]	= settr(1835,0,83,87,0,"(((rst[i]==3)&&(10==4)))", 1, 2, 0);
	trans[1][83]	= settr(1836,0,84,88,88,"rst[i] = 1", 1, 2, 0);
	trans[1][84]	= settr(1837,0,141,89,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][85]	= settr(1838,0,86,90,0,"(((rst[i]==3)&&(10==3)))", 1, 2, 0);
	trans[1][86]	= settr(1839,0,87,91,91,"rst[i] = 1", 1, 2, 0);
	trans[1][87]	= settr(1840,0,141,92,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][88]	= settr(1841,0,89,93,0,"(((rst[i]==2)&&(10==5)))", 1, 2, 0);
	trans[1][89]	= settr(1842,0,90,94,94,"rst[i] = 1", 1, 2, 0);
	trans[1][90]	= settr(1843,0,141,95,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][91]	= settr(1844,0,92,96,0,"(((rst[i]==2)&&(10==4)))", 1, 2, 0);
	trans[1][92]	= settr(1845,0,93,97,97,"rst[i] = 1", 1, 2, 0);
	trans[1][93]	= settr(1846,0,141,98,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][94]	= settr(1847,0,95,99,0,"(((rst[i]==2)&&(10==3)))", 1, 2, 0);
	trans[1][95]	= settr(1848,0,96,100,100,"rst[i] = 1", 1, 2, 0);
	trans[1][96]	= settr(1849,0,141,101,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][97]	= settr(1850,0,98,102,0,"(((rst[i]==1)&&(10==5)))", 1, 2, 0);
	trans[1][98]	= settr(1851,0,99,103,103,"rst[i] = 1", 1, 2, 0);
	trans[1][99]	= settr(1852,0,141,104,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][100]	= settr(1853,0,101,105,0,"(((rst[i]==1)&&(10==4)))", 1, 2, 0);
	trans[1][101]	= settr(1854,0,102,106,106,"rst[i] = 1", 1, 2, 0);
	trans[1][102]	= settr(1855,0,141,107,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][103]	= settr(1856,0,104,108,0,"(((rst[i]==1)&&(10==3)))", 1, 2, 0);
	trans[1][104]	= settr(1857,0,105,109,109,"rst[i] = 1", 1, 2, 0);
	trans[1][105]	= settr(1858,0,141,110,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][106]	= settr(1859,0,115,111,0,"(((rst[i]==1)&&(10==2)))", 1, 2, 0);
	T = trans[1][115] = settr(1868,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1868,0,107,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1868,0,110,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1868,0,113,0,0,"IF", 0, 2, 0);
	trans[1][107]	= settr(1860,0,108,112,112,"(group_intact)", 0, 2, 0);
	trans[1][108]	= settr(1861,0,109,113,113,"rst[i] = 6", 1, 2, 0);
	trans[1][109]	= settr(1862,0,141,114,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][116]	= settr(1869,0,141,1,0,".(goto)", 0, 2, 0);
	trans[1][110]	= settr(1863,0,111,115,115,"(!(group_intact))", 0, 2, 0);
	trans[1][111]	= settr(1864,0,112,116,116,"rst[i] = 7", 1, 2, 0);
	trans[1][112]	= settr(1865,0,141,117,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][113]	= settr(1866,0,114,2,0,"else", 0, 2, 0);
	trans[1][114]	= settr(1867,0,141,118,118,"ok = 0", 0, 2, 0);
	trans[1][117]	= settr(1870,0,118,119,0,"(((rst[i]==6)&&(10==1)))", 1, 2, 0);
	trans[1][118]	= settr(1871,0,119,120,120,"rst[i] = 7", 1, 2, 0);
	trans[1][119]	= settr(1872,0,141,121,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][120]	= settr(1873,0,121,122,0,"(((rst[i]==2)&&(10==1)))", 1, 2, 0);
	trans[1][121]	= settr(1874,0,122,123,123,"rst[i] = 7", 1, 2, 0);
	trans[1][122]	= settr(1875,0,141,124,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][123]	= settr(1876,0,124,125,0,"(((rst[i]==1)&&(10==1)))", 1, 2, 0);
	trans[1][124]	= settr(1877,0,125,126,126,"rst[i] = 7", 1, 2, 0);
	trans[1][125]	= settr(1878,0,141,127,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][126]	= settr(1879,0,127,2,0,"else", 0, 2, 0);
	trans[1][127]	= settr(1880,0,141,128,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][141] = settr(1894,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1894,0,139,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][139] = settr(1892,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1892,0,131,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1892,0,133,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1892,0,137,0,0,"IF", 0, 2, 0);
	trans[1][131]	= settr(1884,0,132,129,0,"(full(up))", 1, 1505, 0);
	trans[1][132]	= settr(1885,0,2046,1,0,"(1)", 0, 2, 0);
	trans[1][140]	= settr(1893,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][133]	= settr(1886,0,134,130,0,"((faults<2))", 1, 2, 0);
	trans[1][134]	= settr(1887,0,135,131,131,"faults = (faults+1)", 1, 2, 0);
	trans[1][135]	= settr(1888,0,136,132,132,"other_fault_att = a", 1, 2, 0);
	trans[1][136]	= settr(1889,0,2046,133,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][137]	= settr(1890,0,138,134,0,"(nfull(up))", 1, 5, 0);
	trans[1][138]	= settr(1891,0,2046,135,135,"up!3,i,a,1", 1, 5, 0);
	trans[1][421]	= settr(2174,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][142]	= settr(1895,0,269,136,0,"(((rst[i]==6)||(rst[i]==2)))", 1, 2, 0);
	T = trans[ 1][269] = settr(2022,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2022,0,143,0,0,"sub-sequence", 0, 2, 0);
	trans[1][143]	= settr(1896,0,267,137,137,"ok = 1", 0, 2, 0);
	T = trans[1][267] = settr(2020,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,144,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,147,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,155,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,163,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,171,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,179,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,182,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,185,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,188,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,191,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,194,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,197,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,200,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,203,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,206,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,209,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,212,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,215,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,218,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,221,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,224,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,227,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,230,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,233,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,236,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,239,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,242,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,245,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,256,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,259,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2020,0,262,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2020,0,265,0,0,"IF", 0, 2, 0);
	trans[1][144]	= settr(1897,0,145,138,0,"(((rst[i]==7)&&(1==10)))", 1, 2, 0);
	trans[1][145]	= settr(1898,0,146,139,139,"rst[i] = 6", 1, 2, 0);
	trans[1][146]	= settr(1899,0,396,140,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][268]	= settr(2021,0,396,1,0,".(goto)", 0, 2, 0);
	trans[1][147]	= settr(1900,0,153,141,0,"(((rst[i]==6)&&(1==9)))", 1, 2, 0);
	T = trans[1][153] = settr(1906,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1906,0,148,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1906,0,151,0,0,"IF", 0, 2, 0);
	trans[1][148]	= settr(1901,0,149,142,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][149]	= settr(1902,0,150,143,143,"rst[i] = 5", 1, 2, 0);
	trans[1][150]	= settr(1903,0,396,144,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][154]	= settr(1907,0,396,1,0,".(goto)", 0, 2, 0);
	trans[1][151]	= settr(1904,0,152,2,0,"else", 0, 2, 0);
	trans[1][152]	= settr(1905,0,396,145,145,"ok = 0", 0, 2, 0);
	trans[1][155]	= settr(1908,0,161,146,0,"(((rst[i]==2)&&(1==9)))", 1, 2, 0);
	T = trans[1][161] = settr(1914,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1914,0,156,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1914,0,159,0,0,"IF", 0, 2, 0);
	trans[1][156]	= settr(1909,0,157,147,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][157]	= settr(1910,0,158,148,148,"rst[i] = 5", 1, 2, 0);
	trans[1][158]	= settr(1911,0,396,149,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][162]	= settr(1915,0,396,1,0,".(goto)", 0, 2, 0);
	trans[1][159]	= settr(1912,0,160,2,0,"else", 0, 2, 0);
	trans[1][160]	= settr(1913,0,396,150,150,"ok = 0", 0, 2, 0);
	trans[1][163]	= settr(1916,0,169,151,0,"(((rst[i]==5)&&(1==8)))", 1, 2, 0);
	T = trans[1][169] = settr(1922,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1922,0,164,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1922,0,167,0,0,"IF", 0, 2, 0);
	trans[1][164]	= settr(1917,0,165,152,0,"(probe_ok)", 0, 2, 0);
	trans[1][165]	= settr(1918,0,166,153,153,"rst[i] = 4", 1, 2, 0);
	trans[1][166]	= settr(1919,0,396,154,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][170]	= settr(1923,0,396,1,0,".(goto)", 0, 2, 0);
	trans[1][167]	= settr(1920,0,168,2,0,"else", 0, 2, 0);
	trans[1][168]	= settr(1921,0,396,155,155,"ok = 0", 0, 2, 0);
	trans[1][171]	= settr(1924,0,177,156,0,"(((rst[i]==4)&&(1==7)))", 1, 2, 0);
	T = trans[1][177] = settr(1930,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1930,0,172,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1930,0,175,0,0,"IF", 0, 2, 0);
	trans[1][172]	= settr(1925,0,173,157,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][173]	= settr(1926,0,174,158,158,"rst[i] = 3", 1, 2, 0);
	trans[1][174]	= settr(1927,0,396,159,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][178]	= settr(1931,0,396,1,0,".(goto)", 0, 2, 0);
	trans[1][175]	= settr(1928,0,176,2,0,"else", 0, 2, 0);
	trans[1][176]	= settr(1929,0,396,160,160,"ok = 0", 0, 2, 0);
	trans[1][179]	= settr(1932,0,180,161,0,"(((rst[i]==3)&&(1==6)))", 1, 2, 0);
	trans[1][180]	= settr(1933,0,181,162,162,"rst[i] = 2", 1, 2, 0);
	trans[1][181]	= settr(1934,0,396,163,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][182]	= settr(1935,0,183,164,0,"(((rst[i]==7)&&(1==5)))", 1, 2, 0);
	trans[1][183]	= settr(1936,0,184,165,165,"rst[i] = 1", 1, 2, 0);
	trans[1][184]	= settr(1937,0,396,166,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][185]	= settr(1938,0,186,167,0,"(((rst[i]==7)&&(1==4)))", 1, 2, 0);
	trans[1][186]	= settr(1939,0,187,168,168,"rst[i] = 1", 1, 2, 0);
	trans[1][187]	= settr(1940,0,396,169,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][188]	= settr(1941,0,189,170,0,"(((rst[i]==7)&&(1==3)))", 1, 2, 0);
	trans[1][189]	= settr(1942,0,190,171,171,"rst[i] = 1", 1, 2, 0);
	trans[1][190]	= settr(1943,0,396,172,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][191]	= settr(1944,0,192,173,0,"(((rst[i]==6)&&(1==5)))", 1, 2, 0);
	trans[1][192]	= settr(1945,0,193,174,174,"rst[i] = 1", 1, 2, 0);
	trans[1][193]	= settr(1946,0,396,175,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][194]	= settr(1947,0,195,176,0,"(((rst[i]==6)&&(1==4)))", 1, 2, 0);
	trans[1][195]	= settr(1948,0,196,177,177,"rst[i] = 1", 1, 2, 0);
	trans[1][196]	= settr(1949,0,396,178,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][197]	= settr(1950,0,198,179,0,"(((rst[i]==6)&&(1==3)))", 1, 2, 0);
	trans[1][198]	= settr(1951,0,199,180,180,"rst[i] = 1", 1, 2, 0);
	trans[1][199]	= settr(1952,0,396,181,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][200]	= settr(1953,0,201,182,0,"(((rst[i]==5)&&(1==5)))", 1, 2, 0);
	trans[1][201]	= settr(1954,0,202,183,183,"rst[i] = 1", 1, 2, 0);
	trans[1][202]	= settr(1955,0,396,184,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][203]	= settr(1956,0,204,185,0,"(((rst[i]==5)&&(1==4)))", 1, 2, 0);
	trans[1][204]	= settr(1957,0,205,186,186,"rst[i] = 1", 1, 2, 0);
	trans[1][205]	= settr(1958,0,396,187,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][206]	= settr(1959,0,207,188,0,"(((rst[i]==5)&&(1==3)))", 1, 2, 0);
	trans[1][207]	= settr(1960,0,208,189,189,"rst[i] = 1", 1, 2, 0);
	trans[1][208]	= settr(1961,0,396,190,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][209]	= settr(1962,0,210,191,0,"(((rst[i]==4)&&(1==5)))", 1, 2, 0);
	trans[1][210]	= settr(1963,0,211,192,192,"rst[i] = 1", 1, 2, 0);
	trans[1][211]	= settr(1964,0,396,193,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][212]	= settr(1965,0,213,194,0,"(((rst[i]==4)&&(1==4)))", 1, 2, 0);
	trans[1][213]	= settr(1966,0,214,195,195,"rst[i] = 1", 1, 2, 0);
	trans[1][214]	= settr(1967,0,396,196,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][215]	= settr(1968,0,216,197,0,"(((rst[i]==4)&&(1==3)))", 1, 2, 0);
	trans[1][216]	= settr(1969,0,217,198,198,"rst[i] = 1", 1, 2, 0);
	trans[1][217]	= settr(1970,0,396,199,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][218]	= settr(1971,0,219,200,0,"(((rst[i]==3)&&(1==5)))", 1, 2, 0);
	trans[1][219]	= settr(1972,0,220,201,201,"rst[i] = 1", 1, 2, 0);
	trans[1][220]	= settr(1973,0,396,202,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][221]	= settr(1974,0,222,203,0,"(((rst[i]==3)&&(1==4)))", 1, 2, 0);
	trans[1][222]	= settr(1975,0,223,204,204,"rst[i] = 1", 1, 2, 0);
	trans[1][223]	= settr(1976,0,396,205,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][224]	= settr(1977,0,225,206,0,"(((rst[i]==3)&&(1==3)))", 1, 2, 0);
	trans[1][225]	= settr(1978,0,226,207,207,"rst[i] = 1", 1, 2, 0);
	trans[1][226]	= settr(1979,0,396,208,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][227]	= settr(1980,0,228,209,0,"(((rst[i]==2)&&(1==5)))", 1, 2, 0);
	trans[1][228]	= settr(1981,0,229,210,210,"rst[i] = 1", 1, 2, 0);
	trans[1][229]	= settr(1982,0,396,211,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][230]	= settr(1983,0,231,212,0,"(((rst[i]==2)&&(1==4)))", 1, 2, 0);
	trans[1][231]	= settr(1984,0,232,213,213,"rst[i] = 1", 1, 2, 0);
	trans[1][232]	= settr(1985,0,396,214,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][233]	= settr(1986,0,234,215,0,"(((rst[i]==2)&&(1==3)))", 1, 2, 0);
	trans[1][234]	= settr(1987,0,235,216,216,"rst[i] = 1", 1, 2, 0);
	trans[1][235]	= settr(1988,0,396,217,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][236]	= settr(1989,0,237,218,0,"(((rst[i]==1)&&(1==5)))", 1, 2, 0);
	trans[1][237]	= settr(1990,0,238,219,219,"rst[i] = 1", 1, 2, 0);
	trans[1][238]	= settr(1991,0,396,220,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][239]	= settr(1992,0,240,221,0,"(((rst[i]==1)&&(1==4)))", 1, 2, 0);
	trans[1][240]	= settr(1993,0,241,222,222,"rst[i] = 1", 1, 2, 0);
	trans[1][241]	= settr(1994,0,396,223,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][242]	= settr(1995,0,243,224,0,"(((rst[i]==1)&&(1==3)))", 1, 2, 0);
	trans[1][243]	= settr(1996,0,244,225,225,"rst[i] = 1", 1, 2, 0);
	trans[1][244]	= settr(1997,0,396,226,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][245]	= settr(1998,0,254,227,0,"(((rst[i]==1)&&(1==2)))", 1, 2, 0);
	T = trans[1][254] = settr(2007,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2007,0,246,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2007,0,249,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2007,0,252,0,0,"IF", 0, 2, 0);
	trans[1][246]	= settr(1999,0,247,228,0,"(group_intact)", 0, 2, 0);
	trans[1][247]	= settr(2000,0,248,229,229,"rst[i] = 6", 1, 2, 0);
	trans[1][248]	= settr(2001,0,396,230,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][255]	= settr(2008,0,396,1,0,".(goto)", 0, 2, 0);
	trans[1][249]	= settr(2002,0,250,231,0,"(!(group_intact))", 0, 2, 0);
	trans[1][250]	= settr(2003,0,251,232,232,"rst[i] = 7", 1, 2, 0);
	trans[1][251]	= settr(2004,0,396,233,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][252]	= settr(2005,0,253,2,0,"else", 0, 2, 0);
	trans[1][253]	= settr(2006,0,396,234,234,"ok = 0", 0, 2, 0);
	trans[1][256]	= settr(2009,0,257,235,0,"(((rst[i]==6)&&(1==1)))", 1, 2, 0);
	trans[1][257]	= settr(2010,0,258,236,236,"rst[i] = 7", 1, 2, 0);
	trans[1][258]	= settr(2011,0,396,237,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][259]	= settr(2012,0,260,238,0,"(((rst[i]==2)&&(1==1)))", 1, 2, 0);
	trans[1][260]	= settr(2013,0,261,239,239,"rst[i] = 7", 1, 2, 0);
	trans[1][261]	= settr(2014,0,396,240,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][262]	= settr(2015,0,263,241,0,"(((rst[i]==1)&&(1==1)))", 1, 2, 0);
	trans[1][263]	= settr(2016,0,264,242,242,"rst[i] = 7", 1, 2, 0);
	trans[1][264]	= settr(2017,0,396,243,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][265]	= settr(2018,0,266,2,0,"else", 0, 2, 0);
	trans[1][266]	= settr(2019,0,396,244,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][396] = settr(2149,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2149,0,270,0,0,"sub-sequence", 0, 2, 0);
	trans[1][270]	= settr(2023,0,394,245,245,"ok = 1", 0, 2, 0);
	T = trans[1][394] = settr(2147,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,271,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,274,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,282,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,290,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,298,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,306,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,309,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,312,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,315,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,318,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,321,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,324,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,327,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,330,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,333,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,336,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,339,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,342,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,345,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,348,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,351,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,354,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,357,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,360,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,363,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,366,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,369,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,372,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,383,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,386,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2147,0,389,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2147,0,392,0,0,"IF", 0, 2, 0);
	trans[1][271]	= settr(2024,0,272,246,0,"(((rst[i]==7)&&(10==10)))", 1, 2, 0);
	trans[1][272]	= settr(2025,0,273,247,247,"rst[i] = 6", 1, 2, 0);
	trans[1][273]	= settr(2026,0,407,248,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][395]	= settr(2148,0,407,1,0,".(goto)", 0, 2, 0);
	trans[1][274]	= settr(2027,0,280,249,0,"(((rst[i]==6)&&(10==9)))", 1, 2, 0);
	T = trans[1][280] = settr(2033,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2033,0,275,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2033,0,278,0,0,"IF", 0, 2, 0);
	trans[1][275]	= settr(2028,0,276,250,250,"(all_ranks_posted)", 0, 2, 0);
	trans[1][276]	= settr(2029,0,277,251,251,"rst[i] = 5", 1, 2, 0);
	trans[1][277]	= settr(2030,0,407,252,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][281]	= settr(2034,0,407,1,0,".(goto)", 0, 2, 0);
	trans[1][278]	= settr(2031,0,279,2,0,"else", 0, 2, 0);
	trans[1][279]	= settr(2032,0,407,253,253,"ok = 0", 0, 2, 0);
	trans[1][282]	= settr(2035,0,288,254,0,"(((rst[i]==2)&&(10==9)))", 1, 2, 0);
	T = trans[1][288] = settr(2041,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2041,0,283,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2041,0,286,0,0,"IF", 0, 2, 0);
	trans[1][283]	= settr(2036,0,284,255,255,"(all_ranks_posted)", 0, 2, 0);
	trans[1][284]	= settr(2037,0,285,256,256,"rst[i] = 5", 1, 2, 0);
	trans[1][285]	= settr(2038,0,407,257,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][289]	= settr(2042,0,407,1,0,".(goto)", 0, 2, 0);
	trans[1][286]	= settr(2039,0,287,2,0,"else", 0, 2, 0);
	trans[1][287]	= settr(2040,0,407,258,258,"ok = 0", 0, 2, 0);
	trans[1][290]	= settr(2043,0,296,259,0,"(((rst[i]==5)&&(10==8)))", 1, 2, 0);
	T = trans[1][296] = settr(2049,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2049,0,291,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2049,0,294,0,0,"IF", 0, 2, 0);
	trans[1][291]	= settr(2044,0,292,260,0,"(probe_ok)", 0, 2, 0);
	trans[1][292]	= settr(2045,0,293,261,261,"rst[i] = 4", 1, 2, 0);
	trans[1][293]	= settr(2046,0,407,262,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][297]	= settr(2050,0,407,1,0,".(goto)", 0, 2, 0);
	trans[1][294]	= settr(2047,0,295,2,0,"else", 0, 2, 0);
	trans[1][295]	= settr(2048,0,407,263,263,"ok = 0", 0, 2, 0);
	trans[1][298]	= settr(2051,0,304,264,0,"(((rst[i]==4)&&(10==7)))", 1, 2, 0);
	T = trans[1][304] = settr(2057,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2057,0,299,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2057,0,302,0,0,"IF", 0, 2, 0);
	trans[1][299]	= settr(2052,0,300,265,265,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][300]	= settr(2053,0,301,266,266,"rst[i] = 3", 1, 2, 0);
	trans[1][301]	= settr(2054,0,407,267,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][305]	= settr(2058,0,407,1,0,".(goto)", 0, 2, 0);
	trans[1][302]	= settr(2055,0,303,2,0,"else", 0, 2, 0);
	trans[1][303]	= settr(2056,0,407,268,268,"ok = 0", 0, 2, 0);
	trans[1][306]	= settr(2059,0,307,269,0,"(((rst[i]==3)&&(10==6)))", 1, 2, 0);
	trans[1][307]	= settr(2060,0,308,270,270,"rst[i] = 2", 1, 2, 0);
	trans[1][308]	= settr(2061,0,407,271,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][309]	= settr(2062,0,310,272,0,"(((rst[i]==7)&&(10==5)))", 1, 2, 0);
	trans[1][310]	= settr(2063,0,311,273,273,"rst[i] = 1", 1, 2, 0);
	trans[1][311]	= settr(2064,0,407,274,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][312]	= settr(2065,0,313,275,0,"(((rst[i]==7)&&(10==4)))", 1, 2, 0);
	trans[1][313]	= settr(2066,0,314,276,276,"rst[i] = 1", 1, 2, 0);
	trans[1][314]	= settr(2067,0,407,277,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][315]	= settr(2068,0,316,278,0,"(((rst[i]==7)&&(10==3)))", 1, 2, 0);
	trans[1][316]	= settr(2069,0,317,279,279,"rst[i] = 1", 1, 2, 0);
	trans[1][317]	= settr(2070,0,407,280,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][318]	= settr(2071,0,319,281,0,"(((rst[i]==6)&&(10==5)))", 1, 2, 0);
	trans[1][319]	= settr(2072,0,320,282,282,"rst[i] = 1", 1, 2, 0);
	trans[1][320]	= settr(2073,0,407,283,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][321]	= settr(2074,0,322,284,0,"(((rst[i]==6)&&(10==4)))", 1, 2, 0);
	trans[1][322]	= settr(2075,0,323,285,285,"rst[i] = 1", 1, 2, 0);
	trans[1][323]	= settr(2076,0,407,286,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][324]	= settr(2077,0,325,287,0,"(((rst[i]==6)&&(10==3)))", 1, 2, 0);
	trans[1][325]	= settr(2078,0,326,288,288,"rst[i] = 1", 1, 2, 0);
	trans[1][326]	= settr(2079,0,407,289,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][327]	= settr(2080,0,328,290,0,"(((rst[i]==5)&&(10==5)))", 1, 2, 0);
	trans[1][328]	= settr(2081,0,329,291,291,"rst[i] = 1", 1, 2, 0);
	trans[1][329]	= settr(2082,0,407,292,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][330]	= settr(2083,0,331,293,0,"(((rst[i]==5)&&(10==4)))", 1, 2, 0);
	trans[1][331]	= settr(2084,0,332,294,294,"rst[i] = 1", 1, 2, 0);
	trans[1][332]	= settr(2085,0,407,295,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][333]	= settr(2086,0,334,296,0,"(((rst[i]==5)&&(10==3)))", 1, 2, 0);
	trans[1][334]	= settr(2087,0,335,297,297,"rst[i] = 1", 1, 2, 0);
	trans[1][335]	= settr(2088,0,407,298,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][336]	= settr(2089,0,337,299,0,"(((rst[i]==4)&&(10==5)))", 1, 2, 0);
	trans[1][337]	= settr(2090,0,338,300,300,"rst[i] = 1", 1, 2, 0);
	trans[1][338]	= settr(2091,0,407,301,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][339]	= settr(2092,0,340,302,0,"(((rst[i]==4)&&(10==4)))", 1, 2, 0);
	trans[1][340]	= settr(2093,0,341,303,303,"rst[i] = 1", 1, 2, 0);
	trans[1][341]	= settr(2094,0,407,304,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][342]	= settr(2095,0,343,305,0,"(((rst[i]==4)&&(10==3)))", 1, 2, 0);
	trans[1][343]	= settr(2096,0,344,306,306,"rst[i] = 1", 1, 2, 0);
	trans[1][344]	= settr(2097,0,407,307,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][345]	= settr(2098,0,346,308,0,"(((rst[i]==3)&&(10==5)))", 1, 2, 0);
	trans[1][346]	= settr(2099,0,347,309,309,"rst[i] = 1", 1, 2, 0);
	trans[1][347]	= settr(2100,0,407,310,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][348]	= settr(2101,0,349,311,0,"(((rst[i]==3)&&(10==4)))", 1, 2, 0);
	trans[1][349]	= settr(2102,0,350,312,312,"rst[i] = 1", 1, 2, 0);
	trans[1][350]	= settr(2103,0,407,313,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][351]	= settr(2104,0,352,314,0,"(((rst[i]==3)&&(10==3)))", 1, 2, 0);
	trans[1][352]	= settr(2105,0,353,315,315,"rst[i] = 1", 1, 2, 0);
	trans[1][353]	= settr(2106,0,407,316,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][354]	= settr(2107,0,355,317,0,"(((rst[i]==2)&&(10==5)))", 1, 2, 0);
	trans[1][355]	= settr(2108,0,356,318,318,"rst[i] = 1", 1, 2, 0);
	trans[1][356]	= settr(2109,0,407,319,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][357]	= settr(2110,0,358,320,0,"(((rst[i]==2)&&(10==4)))", 1, 2, 0);
	trans[1][358]	= settr(2111,0,359,321,321,"rst[i] = 1", 1, 2, 0);
	trans[1][359]	= settr(2112,0,407,322,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][360]	= settr(2113,0,361,323,0,"(((rst[i]==2)&&(10==3)))", 1, 2, 0);
	trans[1][361]	= settr(2114,0,362,324,324,"rst[i] = 1", 1, 2, 0);
	trans[1][362]	= settr(2115,0,407,325,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][363]	= settr(2116,0,364,326,0,"(((rst[i]==1)&&(10==5)))", 1, 2, 0);
	trans[1][364]	= settr(2117,0,365,327,327,"rst[i] = 1", 1, 2, 0);
	trans[1][365]	= settr(2118,0,407,328,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][366]	= settr(2119,0,367,329,0,"(((rst[i]==1)&&(10==4)))", 1, 2, 0);
	trans[1][367]	= settr(2120,0,368,330,330,"rst[i] = 1", 1, 2, 0);
	trans[1][368]	= settr(2121,0,407,331,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][369]	= settr(2122,0,370,332,0,"(((rst[i]==1)&&(10==3)))", 1, 2, 0);
	trans[1][370]	= settr(2123,0,371,333,333,"rst[i] = 1", 1, 2, 0);
	trans[1][371]	= settr(2124,0,407,334,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][372]	= settr(2125,0,381,335,0,"(((rst[i]==1)&&(10==2)))", 1, 2, 0);
	T = trans[1][381] = settr(2134,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2134,0,373,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2134,0,376,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2134,0,379,0,0,"IF", 0, 2, 0);
	trans[1][373]	= settr(2126,0,374,336,336,"(group_intact)", 0, 2, 0);
	trans[1][374]	= settr(2127,0,375,337,337,"rst[i] = 6", 1, 2, 0);
	trans[1][375]	= settr(2128,0,407,338,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][382]	= settr(2135,0,407,1,0,".(goto)", 0, 2, 0);
	trans[1][376]	= settr(2129,0,377,339,339,"(!(group_intact))", 0, 2, 0);
	trans[1][377]	= settr(2130,0,378,340,340,"rst[i] = 7", 1, 2, 0);
	trans[1][378]	= settr(2131,0,407,341,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][379]	= settr(2132,0,380,2,0,"else", 0, 2, 0);
	trans[1][380]	= settr(2133,0,407,342,342,"ok = 0", 0, 2, 0);
	trans[1][383]	= settr(2136,0,384,343,0,"(((rst[i]==6)&&(10==1)))", 1, 2, 0);
	trans[1][384]	= settr(2137,0,385,344,344,"rst[i] = 7", 1, 2, 0);
	trans[1][385]	= settr(2138,0,407,345,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][386]	= settr(2139,0,387,346,0,"(((rst[i]==2)&&(10==1)))", 1, 2, 0);
	trans[1][387]	= settr(2140,0,388,347,347,"rst[i] = 7", 1, 2, 0);
	trans[1][388]	= settr(2141,0,407,348,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][389]	= settr(2142,0,390,349,0,"(((rst[i]==1)&&(10==1)))", 1, 2, 0);
	trans[1][390]	= settr(2143,0,391,350,350,"rst[i] = 7", 1, 2, 0);
	trans[1][391]	= settr(2144,0,407,351,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][392]	= settr(2145,0,393,2,0,"else", 0, 2, 0);
	trans[1][393]	= settr(2146,0,407,352,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][407] = settr(2160,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2160,0,405,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][405] = settr(2158,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2158,0,397,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2158,0,399,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2158,0,403,0,0,"IF", 0, 2, 0);
	trans[1][397]	= settr(2150,0,398,353,0,"(full(up))", 1, 1505, 0);
	trans[1][398]	= settr(2151,0,2046,1,0,"(1)", 0, 2, 0);
	trans[1][406]	= settr(2159,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][399]	= settr(2152,0,400,354,0,"((faults<2))", 1, 2, 0);
	trans[1][400]	= settr(2153,0,401,355,355,"faults = (faults+1)", 1, 2, 0);
	trans[1][401]	= settr(2154,0,402,356,356,"other_fault_att = a", 1, 2, 0);
	trans[1][402]	= settr(2155,0,2046,357,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][403]	= settr(2156,0,404,358,0,"(nfull(up))", 1, 5, 0);
	trans[1][404]	= settr(2157,0,2046,359,359,"up!3,i,a,1", 1, 5, 0);
	trans[1][408]	= settr(2161,0,419,2,0,"else", 0, 2, 0);
	T = trans[ 1][419] = settr(2172,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2172,0,417,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][417] = settr(2170,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2170,0,409,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2170,0,411,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2170,0,415,0,0,"IF", 0, 2, 0);
	trans[1][409]	= settr(2162,0,410,360,0,"(full(up))", 1, 1505, 0);
	trans[1][410]	= settr(2163,0,2046,1,0,"(1)", 0, 2, 0);
	trans[1][418]	= settr(2171,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][411]	= settr(2164,0,412,361,0,"((faults<2))", 1, 2, 0);
	trans[1][412]	= settr(2165,0,413,362,362,"faults = (faults+1)", 1, 2, 0);
	trans[1][413]	= settr(2166,0,414,363,363,"other_fault_att = a", 1, 2, 0);
	trans[1][414]	= settr(2167,0,2046,364,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][415]	= settr(2168,0,416,365,0,"(nfull(up))", 1, 5, 0);
	trans[1][416]	= settr(2169,0,2046,366,366,"up!3,i,a,0", 1, 5, 0);
	trans[1][2037]	= settr(3790,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][422]	= settr(2175,0,871,367,367,"((m==10))", 0, 2, 0);
	T = trans[1][871] = settr(2624,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2624,0,423,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2624,0,859,0,0,"IF", 0, 2, 0);
	trans[1][423]	= settr(2176,0,424,368,0,"(((rst[i]==6)||(rst[i]==2)))", 1, 2, 0);
	trans[1][424]	= settr(2177,0,425,369,369,"att = a", 0, 2, 0);
	trans[1][425]	= settr(2178,0,426,370,370,"r_att[i] = a", 1, 2, 0);
	trans[1][426]	= settr(2179,0,428,371,371,"nrecv = 0", 0, 2, 0); /* m: 427 -> 0,428 */
	reached1[427] = 1;
	trans[1][427]	= settr(0,0,0,0,0,"probe_ok = 0",0,0,0);
	trans[1][428]	= settr(2181,0,429,372,372,"r_voted[i] = 0", 1, 2, 0);
	trans[1][429]	= settr(2182,0,430,373,373,"r_unc[i] = 0", 1, 2, 0);
	trans[1][430]	= settr(2183,0,436,374,374,"r_told[i] = 0", 1, 2, 0);
	T = trans[1][436] = settr(2189,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2189,0,431,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2189,0,432,0,0,"IF", 0, 2, 0);
	trans[1][431]	= settr(2184,0,564,375,375,"all_ranks_posted = 1", 0, 2, 0);
	trans[1][437]	= settr(2190,0,564,1,0,".(goto)", 0, 2, 0);
	trans[1][432]	= settr(2185,0,433,376,0,"((faults<2))", 1, 2, 0);
	trans[1][433]	= settr(2186,0,434,377,377,"faults = (faults+1)", 1, 2, 0);
	trans[1][434]	= settr(2187,0,564,378,378,"all_ranks_posted = 0", 0, 2, 0); /* m: 435 -> 0,564 */
	reached1[435] = 1;
	trans[1][435]	= settr(0,0,0,0,0,"printf('fault: receiver %d: a rank worker fails to post\\n',i)",0,0,0);
	T = trans[ 1][564] = settr(2317,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2317,0,438,0,0,"sub-sequence", 0, 2, 0);
	trans[1][438]	= settr(2191,0,562,379,379,"ok = 1", 0, 2, 0);
	T = trans[1][562] = settr(2315,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,439,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,442,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,450,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,458,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,466,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,474,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,477,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,480,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,483,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,486,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,489,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,492,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,495,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,498,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,501,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,504,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,507,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,510,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,513,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,516,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,519,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,522,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,525,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,528,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,531,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,534,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,537,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,540,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,551,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,554,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2315,0,557,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2315,0,560,0,0,"IF", 0, 2, 0);
	trans[1][439]	= settr(2192,0,440,380,0,"(((rst[i]==7)&&(9==10)))", 1, 2, 0);
	trans[1][440]	= settr(2193,0,441,381,381,"rst[i] = 6", 1, 2, 0);
	trans[1][441]	= settr(2194,0,857,382,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][563]	= settr(2316,0,857,1,0,".(goto)", 0, 2, 0);
	trans[1][442]	= settr(2195,0,448,383,0,"(((rst[i]==6)&&(9==9)))", 1, 2, 0);
	T = trans[1][448] = settr(2201,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2201,0,443,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2201,0,446,0,0,"IF", 0, 2, 0);
	trans[1][443]	= settr(2196,0,444,384,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][444]	= settr(2197,0,445,385,385,"rst[i] = 5", 1, 2, 0);
	trans[1][445]	= settr(2198,0,857,386,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][449]	= settr(2202,0,857,1,0,".(goto)", 0, 2, 0);
	trans[1][446]	= settr(2199,0,447,2,0,"else", 0, 2, 0);
	trans[1][447]	= settr(2200,0,857,387,387,"ok = 0", 0, 2, 0);
	trans[1][450]	= settr(2203,0,456,388,0,"(((rst[i]==2)&&(9==9)))", 1, 2, 0);
	T = trans[1][456] = settr(2209,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2209,0,451,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2209,0,454,0,0,"IF", 0, 2, 0);
	trans[1][451]	= settr(2204,0,452,389,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][452]	= settr(2205,0,453,390,390,"rst[i] = 5", 1, 2, 0);
	trans[1][453]	= settr(2206,0,857,391,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][457]	= settr(2210,0,857,1,0,".(goto)", 0, 2, 0);
	trans[1][454]	= settr(2207,0,455,2,0,"else", 0, 2, 0);
	trans[1][455]	= settr(2208,0,857,392,392,"ok = 0", 0, 2, 0);
	trans[1][458]	= settr(2211,0,464,393,0,"(((rst[i]==5)&&(9==8)))", 1, 2, 0);
	T = trans[1][464] = settr(2217,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2217,0,459,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2217,0,462,0,0,"IF", 0, 2, 0);
	trans[1][459]	= settr(2212,0,460,394,0,"(probe_ok)", 0, 2, 0);
	trans[1][460]	= settr(2213,0,461,395,395,"rst[i] = 4", 1, 2, 0);
	trans[1][461]	= settr(2214,0,857,396,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][465]	= settr(2218,0,857,1,0,".(goto)", 0, 2, 0);
	trans[1][462]	= settr(2215,0,463,2,0,"else", 0, 2, 0);
	trans[1][463]	= settr(2216,0,857,397,397,"ok = 0", 0, 2, 0);
	trans[1][466]	= settr(2219,0,472,398,0,"(((rst[i]==4)&&(9==7)))", 1, 2, 0);
	T = trans[1][472] = settr(2225,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2225,0,467,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2225,0,470,0,0,"IF", 0, 2, 0);
	trans[1][467]	= settr(2220,0,468,399,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][468]	= settr(2221,0,469,400,400,"rst[i] = 3", 1, 2, 0);
	trans[1][469]	= settr(2222,0,857,401,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][473]	= settr(2226,0,857,1,0,".(goto)", 0, 2, 0);
	trans[1][470]	= settr(2223,0,471,2,0,"else", 0, 2, 0);
	trans[1][471]	= settr(2224,0,857,402,402,"ok = 0", 0, 2, 0);
	trans[1][474]	= settr(2227,0,475,403,0,"(((rst[i]==3)&&(9==6)))", 1, 2, 0);
	trans[1][475]	= settr(2228,0,476,404,404,"rst[i] = 2", 1, 2, 0);
	trans[1][476]	= settr(2229,0,857,405,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][477]	= settr(2230,0,478,406,0,"(((rst[i]==7)&&(9==5)))", 1, 2, 0);
	trans[1][478]	= settr(2231,0,479,407,407,"rst[i] = 1", 1, 2, 0);
	trans[1][479]	= settr(2232,0,857,408,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][480]	= settr(2233,0,481,409,0,"(((rst[i]==7)&&(9==4)))", 1, 2, 0);
	trans[1][481]	= settr(2234,0,482,410,410,"rst[i] = 1", 1, 2, 0);
	trans[1][482]	= settr(2235,0,857,411,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][483]	= settr(2236,0,484,412,0,"(((rst[i]==7)&&(9==3)))", 1, 2, 0);
	trans[1][484]	= settr(2237,0,485,413,413,"rst[i] = 1", 1, 2, 0);
	trans[1][485]	= settr(2238,0,857,414,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][486]	= settr(2239,0,487,415,0,"(((rst[i]==6)&&(9==5)))", 1, 2, 0);
	trans[1][487]	= settr(2240,0,488,416,416,"rst[i] = 1", 1, 2, 0);
	trans[1][488]	= settr(2241,0,857,417,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][489]	= settr(2242,0,490,418,0,"(((rst[i]==6)&&(9==4)))", 1, 2, 0);
	trans[1][490]	= settr(2243,0,491,419,419,"rst[i] = 1", 1, 2, 0);
	trans[1][491]	= settr(2244,0,857,420,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][492]	= settr(2245,0,493,421,0,"(((rst[i]==6)&&(9==3)))", 1, 2, 0);
	trans[1][493]	= settr(2246,0,494,422,422,"rst[i] = 1", 1, 2, 0);
	trans[1][494]	= settr(2247,0,857,423,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][495]	= settr(2248,0,496,424,0,"(((rst[i]==5)&&(9==5)))", 1, 2, 0);
	trans[1][496]	= settr(2249,0,497,425,425,"rst[i] = 1", 1, 2, 0);
	trans[1][497]	= settr(2250,0,857,426,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][498]	= settr(2251,0,499,427,0,"(((rst[i]==5)&&(9==4)))", 1, 2, 0);
	trans[1][499]	= settr(2252,0,500,428,428,"rst[i] = 1", 1, 2, 0);
	trans[1][500]	= settr(2253,0,857,429,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][501]	= settr(2254,0,502,430,0,"(((rst[i]==5)&&(9==3)))", 1, 2, 0);
	trans[1][502]	= settr(2255,0,503,431,431,"rst[i] = 1", 1, 2, 0);
	trans[1][503]	= settr(2256,0,857,432,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][504]	= settr(2257,0,505,433,0,"(((rst[i]==4)&&(9==5)))", 1, 2, 0);
	trans[1][505]	= settr(2258,0,506,434,434,"rst[i] = 1", 1, 2, 0);
	trans[1][506]	= settr(2259,0,857,435,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][507]	= settr(2260,0,508,436,0,"(((rst[i]==4)&&(9==4)))", 1, 2, 0);
	trans[1][508]	= settr(2261,0,509,437,437,"rst[i] = 1", 1, 2, 0);
	trans[1][509]	= settr(2262,0,857,438,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][510]	= settr(2263,0,511,439,0,"(((rst[i]==4)&&(9==3)))", 1, 2, 0);
	trans[1][511]	= settr(2264,0,512,440,440,"rst[i] = 1", 1, 2, 0);
	trans[1][512]	= settr(2265,0,857,441,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][513]	= settr(2266,0,514,442,0,"(((rst[i]==3)&&(9==5)))", 1, 2, 0);
	trans[1][514]	= settr(2267,0,515,443,443,"rst[i] = 1", 1, 2, 0);
	trans[1][515]	= settr(2268,0,857,444,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][516]	= settr(2269,0,517,445,0,"(((rst[i]==3)&&(9==4)))", 1, 2, 0);
	trans[1][517]	= settr(2270,0,518,446,446,"rst[i] = 1", 1, 2, 0);
	trans[1][518]	= settr(2271,0,857,447,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][519]	= settr(2272,0,520,448,0,"(((rst[i]==3)&&(9==3)))", 1, 2, 0);
	trans[1][520]	= settr(2273,0,521,449,449,"rst[i] = 1", 1, 2, 0);
	trans[1][521]	= settr(2274,0,857,450,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][522]	= settr(2275,0,523,451,0,"(((rst[i]==2)&&(9==5)))", 1, 2, 0);
	trans[1][523]	= settr(2276,0,524,452,452,"rst[i] = 1", 1, 2, 0);
	trans[1][524]	= settr(2277,0,857,453,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][525]	= settr(2278,0,526,454,0,"(((rst[i]==2)&&(9==4)))", 1, 2, 0);
	trans[1][526]	= settr(2279,0,527,455,455,"rst[i] = 1", 1, 2, 0);
	trans[1][527]	= settr(2280,0,857,456,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][528]	= settr(2281,0,529,457,0,"(((rst[i]==2)&&(9==3)))", 1, 2, 0);
	trans[1][529]	= settr(2282,0,530,458,458,"rst[i] = 1", 1, 2, 0);
	trans[1][530]	= settr(2283,0,857,459,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][531]	= settr(2284,0,532,460,0,"(((rst[i]==1)&&(9==5)))", 1, 2, 0);
	trans[1][532]	= settr(2285,0,533,461,461,"rst[i] = 1", 1, 2, 0);
	trans[1][533]	= settr(2286,0,857,462,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][534]	= settr(2287,0,535,463,0,"(((rst[i]==1)&&(9==4)))", 1, 2, 0);
	trans[1][535]	= settr(2288,0,536,464,464,"rst[i] = 1", 1, 2, 0);
	trans[1][536]	= settr(2289,0,857,465,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][537]	= settr(2290,0,538,466,0,"(((rst[i]==1)&&(9==3)))", 1, 2, 0);
	trans[1][538]	= settr(2291,0,539,467,467,"rst[i] = 1", 1, 2, 0);
	trans[1][539]	= settr(2292,0,857,468,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][540]	= settr(2293,0,549,469,0,"(((rst[i]==1)&&(9==2)))", 1, 2, 0);
	T = trans[1][549] = settr(2302,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2302,0,541,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2302,0,544,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2302,0,547,0,0,"IF", 0, 2, 0);
	trans[1][541]	= settr(2294,0,542,470,0,"(group_intact)", 0, 2, 0);
	trans[1][542]	= settr(2295,0,543,471,471,"rst[i] = 6", 1, 2, 0);
	trans[1][543]	= settr(2296,0,857,472,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][550]	= settr(2303,0,857,1,0,".(goto)", 0, 2, 0);
	trans[1][544]	= settr(2297,0,545,473,0,"(!(group_intact))", 0, 2, 0);
	trans[1][545]	= settr(2298,0,546,474,474,"rst[i] = 7", 1, 2, 0);
	trans[1][546]	= settr(2299,0,857,475,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][547]	= settr(2300,0,548,2,0,"else", 0, 2, 0);
	trans[1][548]	= settr(2301,0,857,476,476,"ok = 0", 0, 2, 0);
	trans[1][551]	= settr(2304,0,552,477,0,"(((rst[i]==6)&&(9==1)))", 1, 2, 0);
	trans[1][552]	= settr(2305,0,553,478,478,"rst[i] = 7", 1, 2, 0);
	trans[1][553]	= settr(2306,0,857,479,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][554]	= settr(2307,0,555,480,0,"(((rst[i]==2)&&(9==1)))", 1, 2, 0);
	trans[1][555]	= settr(2308,0,556,481,481,"rst[i] = 7", 1, 2, 0);
	trans[1][556]	= settr(2309,0,857,482,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][557]	= settr(2310,0,558,483,0,"(((rst[i]==1)&&(9==1)))", 1, 2, 0);
	trans[1][558]	= settr(2311,0,559,484,484,"rst[i] = 7", 1, 2, 0);
	trans[1][559]	= settr(2312,0,857,485,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][560]	= settr(2313,0,561,2,0,"else", 0, 2, 0);
	trans[1][561]	= settr(2314,0,857,486,0,"assert(0)", 0, 2, 0);
	T = trans[1][857] = settr(2610,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2610,0,565,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2610,0,578,0,0,"IF", 0, 2, 0);
	trans[1][565]	= settr(2318,0,566,487,487,"(ok)", 0, 2, 0);
	trans[1][566]	= settr(2319,0,577,488,488,"prep_att[i] = a", 1, 2, 0);
	T = trans[ 1][577] = settr(2330,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2330,0,575,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][575] = settr(2328,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2328,0,567,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2328,0,569,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2328,0,573,0,0,"IF", 0, 2, 0);
	trans[1][567]	= settr(2320,0,568,489,0,"(full(up))", 1, 1505, 0);
	trans[1][568]	= settr(2321,0,2046,1,0,"(1)", 0, 2, 0);
	trans[1][576]	= settr(2329,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][569]	= settr(2322,0,570,490,0,"((faults<2))", 1, 2, 0);
	trans[1][570]	= settr(2323,0,571,491,491,"faults = (faults+1)", 1, 2, 0);
	trans[1][571]	= settr(2324,0,572,492,492,"other_fault_att = a", 1, 2, 0);
	trans[1][572]	= settr(2325,0,2046,493,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][573]	= settr(2326,0,574,494,0,"(nfull(up))", 1, 5, 0);
	trans[1][574]	= settr(2327,0,2046,495,495,"up!3,i,a,1", 1, 5, 0);
	trans[1][858]	= settr(2611,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][578]	= settr(2331,0,705,2,0,"else", 0, 2, 0);
	T = trans[ 1][705] = settr(2458,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2458,0,579,0,0,"sub-sequence", 0, 2, 0);
	trans[1][579]	= settr(2332,0,703,496,496,"ok = 1", 0, 2, 0);
	T = trans[1][703] = settr(2456,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,580,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,583,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,591,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,599,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,607,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,615,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,618,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,621,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,624,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,627,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,630,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,633,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,636,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,639,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,642,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,645,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,648,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,651,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,654,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,657,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,660,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,663,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,666,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,669,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,672,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,675,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,678,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,681,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,692,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,695,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2456,0,698,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2456,0,701,0,0,"IF", 0, 2, 0);
	trans[1][580]	= settr(2333,0,581,497,0,"(((rst[i]==7)&&(5==10)))", 1, 2, 0);
	trans[1][581]	= settr(2334,0,582,498,498,"rst[i] = 6", 1, 2, 0);
	trans[1][582]	= settr(2335,0,845,499,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][704]	= settr(2457,0,845,1,0,".(goto)", 0, 2, 0);
	trans[1][583]	= settr(2336,0,589,500,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][589] = settr(2342,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2342,0,584,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2342,0,587,0,0,"IF", 0, 2, 0);
	trans[1][584]	= settr(2337,0,585,501,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][585]	= settr(2338,0,586,502,502,"rst[i] = 5", 1, 2, 0);
	trans[1][586]	= settr(2339,0,845,503,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][590]	= settr(2343,0,845,1,0,".(goto)", 0, 2, 0);
	trans[1][587]	= settr(2340,0,588,2,0,"else", 0, 2, 0);
	trans[1][588]	= settr(2341,0,845,504,504,"ok = 0", 0, 2, 0);
	trans[1][591]	= settr(2344,0,597,505,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][597] = settr(2350,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2350,0,592,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2350,0,595,0,0,"IF", 0, 2, 0);
	trans[1][592]	= settr(2345,0,593,506,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][593]	= settr(2346,0,594,507,507,"rst[i] = 5", 1, 2, 0);
	trans[1][594]	= settr(2347,0,845,508,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][598]	= settr(2351,0,845,1,0,".(goto)", 0, 2, 0);
	trans[1][595]	= settr(2348,0,596,2,0,"else", 0, 2, 0);
	trans[1][596]	= settr(2349,0,845,509,509,"ok = 0", 0, 2, 0);
	trans[1][599]	= settr(2352,0,605,510,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][605] = settr(2358,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2358,0,600,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2358,0,603,0,0,"IF", 0, 2, 0);
	trans[1][600]	= settr(2353,0,601,511,0,"(probe_ok)", 0, 2, 0);
	trans[1][601]	= settr(2354,0,602,512,512,"rst[i] = 4", 1, 2, 0);
	trans[1][602]	= settr(2355,0,845,513,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][606]	= settr(2359,0,845,1,0,".(goto)", 0, 2, 0);
	trans[1][603]	= settr(2356,0,604,2,0,"else", 0, 2, 0);
	trans[1][604]	= settr(2357,0,845,514,514,"ok = 0", 0, 2, 0);
	trans[1][607]	= settr(2360,0,613,515,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][613] = settr(2366,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2366,0,608,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2366,0,611,0,0,"IF", 0, 2, 0);
	trans[1][608]	= settr(2361,0,609,516,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][609]	= settr(2362,0,610,517,517,"rst[i] = 3", 1, 2, 0);
	trans[1][610]	= settr(2363,0,845,518,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][614]	= settr(2367,0,845,1,0,".(goto)", 0, 2, 0);
	trans[1][611]	= settr(2364,0,612,2,0,"else", 0, 2, 0);
	trans[1][612]	= settr(2365,0,845,519,519,"ok = 0", 0, 2, 0);
	trans[1][615]	= settr(2368,0,616,520,0,"(((rst[i]==3)&&(5==6)))", 1, 2, 0);
	trans[1][616]	= settr(2369,0,617,521,521,"rst[i] = 2", 1, 2, 0);
	trans[1][617]	= settr(2370,0,845,522,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][618]	= settr(2371,0,619,523,0,"(((rst[i]==7)&&(5==5)))", 1, 2, 0);
	trans[1][619]	= settr(2372,0,620,524,524,"rst[i] = 1", 1, 2, 0);
	trans[1][620]	= settr(2373,0,845,525,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][621]	= settr(2374,0,622,526,0,"(((rst[i]==7)&&(5==4)))", 1, 2, 0);
	trans[1][622]	= settr(2375,0,623,527,527,"rst[i] = 1", 1, 2, 0);
	trans[1][623]	= settr(2376,0,845,528,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][624]	= settr(2377,0,625,529,0,"(((rst[i]==7)&&(5==3)))", 1, 2, 0);
	trans[1][625]	= settr(2378,0,626,530,530,"rst[i] = 1", 1, 2, 0);
	trans[1][626]	= settr(2379,0,845,531,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][627]	= settr(2380,0,628,532,0,"(((rst[i]==6)&&(5==5)))", 1, 2, 0);
	trans[1][628]	= settr(2381,0,629,533,533,"rst[i] = 1", 1, 2, 0);
	trans[1][629]	= settr(2382,0,845,534,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][630]	= settr(2383,0,631,535,0,"(((rst[i]==6)&&(5==4)))", 1, 2, 0);
	trans[1][631]	= settr(2384,0,632,536,536,"rst[i] = 1", 1, 2, 0);
	trans[1][632]	= settr(2385,0,845,537,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][633]	= settr(2386,0,634,538,0,"(((rst[i]==6)&&(5==3)))", 1, 2, 0);
	trans[1][634]	= settr(2387,0,635,539,539,"rst[i] = 1", 1, 2, 0);
	trans[1][635]	= settr(2388,0,845,540,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][636]	= settr(2389,0,637,541,0,"(((rst[i]==5)&&(5==5)))", 1, 2, 0);
	trans[1][637]	= settr(2390,0,638,542,542,"rst[i] = 1", 1, 2, 0);
	trans[1][638]	= settr(2391,0,845,543,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][639]	= settr(2392,0,640,544,0,"(((rst[i]==5)&&(5==4)))", 1, 2, 0);
	trans[1][640]	= settr(2393,0,641,545,545,"rst[i] = 1", 1, 2, 0);
	trans[1][641]	= settr(2394,0,845,546,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][642]	= settr(2395,0,643,547,0,"(((rst[i]==5)&&(5==3)))", 1, 2, 0);
	trans[1][643]	= settr(2396,0,644,548,548,"rst[i] = 1", 1, 2, 0);
	trans[1][644]	= settr(2397,0,845,549,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][645]	= settr(2398,0,646,550,0,"(((rst[i]==4)&&(5==5)))", 1, 2, 0);
	trans[1][646]	= settr(2399,0,647,551,551,"rst[i] = 1", 1, 2, 0);
	trans[1][647]	= settr(2400,0,845,552,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][648]	= settr(2401,0,649,553,0,"(((rst[i]==4)&&(5==4)))", 1, 2, 0);
	trans[1][649]	= settr(2402,0,650,554,554,"rst[i] = 1", 1, 2, 0);
	trans[1][650]	= settr(2403,0,845,555,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][651]	= settr(2404,0,652,556,0,"(((rst[i]==4)&&(5==3)))", 1, 2, 0);
	trans[1][652]	= settr(2405,0,653,557,557,"rst[i] = 1", 1, 2, 0);
	trans[1][653]	= settr(2406,0,845,558,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][654]	= settr(2407,0,655,559,0,"(((rst[i]==3)&&(5==5)))", 1, 2, 0);
	trans[1][655]	= settr(2408,0,656,560,560,"rst[i] = 1", 1, 2, 0);
	trans[1][656]	= settr(2409,0,845,561,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][657]	= settr(2410,0,658,562,0,"(((rst[i]==3)&&(5==4)))", 1, 2, 0);
	trans[1][658]	= settr(2411,0,659,563,563,"rst[i] = 1", 1, 2, 0);
	trans[1][659]	= settr(2412,0,845,564,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][660]	= settr(2413,0,661,565,0,"(((rst[i]==3)&&(5==3)))", 1, 2, 0);
	trans[1][661]	= settr(2414,0,662,566,566,"rst[i] = 1", 1, 2, 0);
	trans[1][662]	= settr(2415,0,845,567,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][663]	= settr(2416,0,664,568,0,"(((rst[i]==2)&&(5==5)))", 1, 2, 0);
	trans[1][664]	= settr(2417,0,665,569,569,"rst[i] = 1", 1, 2, 0);
	trans[1][665]	= settr(2418,0,845,570,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][666]	= settr(2419,0,667,571,0,"(((rst[i]==2)&&(5==4)))", 1, 2, 0);
	trans[1][667]	= settr(2420,0,668,572,572,"rst[i] = 1", 1, 2, 0);
	trans[1][668]	= settr(2421,0,845,573,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][669]	= settr(2422,0,670,574,0,"(((rst[i]==2)&&(5==3)))", 1, 2, 0);
	trans[1][670]	= settr(2423,0,671,575,575,"rst[i] = 1", 1, 2, 0);
	trans[1][671]	= settr(2424,0,845,576,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][672]	= settr(2425,0,673,577,0,"(((rst[i]==1)&&(5==5)))", 1, 2, 0);
	trans[1][673]	= settr(2426,0,674,578,578,"rst[i] = 1", 1, 2, 0);
	trans[1][674]	= settr(2427,0,845,579,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][675]	= settr(2428,0,676,580,0,"(((rst[i]==1)&&(5==4)))", 1, 2, 0);
	trans[1][676]	= settr(2429,0,677,581,581,"rst[i] = 1", 1, 2, 0);
	trans[1][677]	= settr(2430,0,845,582,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][678]	= settr(2431,0,679,583,0,"(((rst[i]==1)&&(5==3)))", 1, 2, 0);
	trans[1][679]	= settr(2432,0,680,584,584,"rst[i] = 1", 1, 2, 0);
	trans[1][680]	= settr(2433,0,845,585,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][681]	= settr(2434,0,690,586,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][690] = settr(2443,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2443,0,682,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2443,0,685,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2443,0,688,0,0,"IF", 0, 2, 0);
	trans[1][682]	= settr(2435,0,683,587,587,"(group_intact)", 0, 2, 0);
	trans[1][683]	= settr(2436,0,684,588,588,"rst[i] = 6", 1, 2, 0);
	trans[1][684]	= settr(2437,0,845,589,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][691]	= settr(2444,0,845,1,0,".(goto)", 0, 2, 0);
	trans[1][685]	= settr(2438,0,686,590,590,"(!(group_intact))", 0, 2, 0);
	trans[1][686]	= settr(2439,0,687,591,591,"rst[i] = 7", 1, 2, 0);
	trans[1][687]	= settr(2440,0,845,592,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][688]	= settr(2441,0,689,2,0,"else", 0, 2, 0);
	trans[1][689]	= settr(2442,0,845,593,593,"ok = 0", 0, 2, 0);
	trans[1][692]	= settr(2445,0,693,594,0,"(((rst[i]==6)&&(5==1)))", 1, 2, 0);
	trans[1][693]	= settr(2446,0,694,595,595,"rst[i] = 7", 1, 2, 0);
	trans[1][694]	= settr(2447,0,845,596,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][695]	= settr(2448,0,696,597,0,"(((rst[i]==2)&&(5==1)))", 1, 2, 0);
	trans[1][696]	= settr(2449,0,697,598,598,"rst[i] = 7", 1, 2, 0);
	trans[1][697]	= settr(2450,0,845,599,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][698]	= settr(2451,0,699,600,0,"(((rst[i]==1)&&(5==1)))", 1, 2, 0);
	trans[1][699]	= settr(2452,0,700,601,601,"rst[i] = 7", 1, 2, 0);
	trans[1][700]	= settr(2453,0,845,602,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][701]	= settr(2454,0,702,2,0,"else", 0, 2, 0);
	trans[1][702]	= settr(2455,0,845,603,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][845] = settr(2598,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2598,0,706,0,0,"sub-sequence", 0, 2, 0);
	trans[1][706]	= settr(2459,0,707,604,604,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0);
	trans[1][707]	= settr(2460,0,713,605,605,"k = 0", 0, 2, 0);
	trans[1][714]	= settr(2467,0,713,1,0,".(goto)", 0, 2, 0);
	T = trans[1][713] = settr(2466,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(2466,0,708,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(2466,0,711,0,0,"DO", 0, 2, 0);
	trans[1][708]	= settr(2461,0,709,606,0,"((k<=(2-1)))", 0, 2, 0);
	trans[1][709]	= settr(2462,0,710,607,0,"assert(!(passed_in[((k*(2+1))+att)]))", 1, 2, 0);
	trans[1][710]	= settr(2463,0,713,608,608,"k = (k+1)", 0, 2, 0);
	trans[1][711]	= settr(2464,0,716,2,0,"else", 0, 2, 0);
	trans[1][712]	= settr(2465,0,716,1,0,"goto :b30", 0, 2, 0);
	trans[1][715]	= settr(2468,0,716,1,0,"break", 0, 2, 0);
	trans[1][716]	= settr(2469,0,717,609,609,"r_unc[i] = 0", 1, 2, 0);
	trans[1][717]	= settr(2470,0,844,610,610,"group_intact = 1", 0, 2, 0);
	T = trans[ 1][844] = settr(2597,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2597,0,718,0,0,"sub-sequence", 0, 2, 0);
	trans[1][718]	= settr(2471,0,842,611,611,"ok = 1", 0, 2, 0);
	T = trans[1][842] = settr(2595,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,719,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,722,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,730,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,738,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,746,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,754,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,757,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,760,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,763,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,766,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,769,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,772,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,775,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,778,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,781,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,784,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,787,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,790,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,793,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,796,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,799,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,802,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,805,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,808,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,811,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,814,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,817,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,820,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,831,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,834,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2595,0,837,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2595,0,840,0,0,"IF", 0, 2, 0);
	trans[1][719]	= settr(2472,0,720,612,0,"(((rst[i]==7)&&(2==10)))", 1, 2, 0);
	trans[1][720]	= settr(2473,0,721,613,613,"rst[i] = 6", 1, 2, 0);
	trans[1][721]	= settr(2474,0,856,614,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][843]	= settr(2596,0,856,1,0,".(goto)", 0, 2, 0);
	trans[1][722]	= settr(2475,0,728,615,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][728] = settr(2481,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2481,0,723,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2481,0,726,0,0,"IF", 0, 2, 0);
	trans[1][723]	= settr(2476,0,724,616,616,"(all_ranks_posted)", 0, 2, 0);
	trans[1][724]	= settr(2477,0,725,617,617,"rst[i] = 5", 1, 2, 0);
	trans[1][725]	= settr(2478,0,856,618,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][729]	= settr(2482,0,856,1,0,".(goto)", 0, 2, 0);
	trans[1][726]	= settr(2479,0,727,2,0,"else", 0, 2, 0);
	trans[1][727]	= settr(2480,0,856,619,619,"ok = 0", 0, 2, 0);
	trans[1][730]	= settr(2483,0,736,620,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][736] = settr(2489,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2489,0,731,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2489,0,734,0,0,"IF", 0, 2, 0);
	trans[1][731]	= settr(2484,0,732,621,621,"(all_ranks_posted)", 0, 2, 0);
	trans[1][732]	= settr(2485,0,733,622,622,"rst[i] = 5", 1, 2, 0);
	trans[1][733]	= settr(2486,0,856,623,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][737]	= settr(2490,0,856,1,0,".(goto)", 0, 2, 0);
	trans[1][734]	= settr(2487,0,735,2,0,"else", 0, 2, 0);
	trans[1][735]	= settr(2488,0,856,624,624,"ok = 0", 0, 2, 0);
	trans[1][738]	= settr(2491,0,744,625,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][744] = settr(2497,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2497,0,739,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2497,0,742,0,0,"IF", 0, 2, 0);
	trans[1][739]	= settr(2492,0,740,626,0,"(probe_ok)", 0, 2, 0);
	trans[1][740]	= settr(2493,0,741,627,627,"rst[i] = 4", 1, 2, 0);
	trans[1][741]	= settr(2494,0,856,628,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][745]	= settr(2498,0,856,1,0,".(goto)", 0, 2, 0);
	trans[1][742]	= settr(2495,0,743,2,0,"else", 0, 2, 0);
	trans[1][743]	= settr(2496,0,856,629,629,"ok = 0", 0, 2, 0);
	trans[1][746]	= settr(2499,0,752,630,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][752] = settr(2505,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2505,0,747,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2505,0,750,0,0,"IF", 0, 2, 0);
	trans[1][747]	= settr(2500,0,748,631,631,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][748]	= settr(2501,0,749,632,632,"rst[i] = 3", 1, 2, 0);
	trans[1][749]	= settr(2502,0,856,633,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][753]	= settr(2506,0,856,1,0,".(goto)", 0, 2, 0);
	trans[1][750]	= settr(2503,0,751,2,0,"else", 0, 2, 0);
	trans[1][751]	= settr(2504,0,856,634,634,"ok = 0", 0, 2, 0);
	trans[1][754]	= settr(2507,0,755,635,0,"(((rst[i]==3)&&(2==6)))", 1, 2, 0);
	trans[1][755]	= settr(2508,0,756,636,636,"rst[i] = 2", 1, 2, 0);
	trans[1][756]	= settr(2509,0,856,637,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][757]	= settr(2510,0,758,638,0,"(((rst[i]==7)&&(2==5)))", 1, 2, 0);
	trans[1][758]	= settr(2511,0,759,639,639,"rst[i] = 1", 1, 2, 0);
	trans[1][759]	= settr(2512,0,856,640,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][760]	= settr(2513,0,761,641,0,"(((rst[i]==7)&&(2==4)))", 1, 2, 0);
	trans[1][761]	= settr(2514,0,762,642,642,"rst[i] = 1", 1, 2, 0);
	trans[1][762]	= settr(2515,0,856,643,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][763]	= settr(2516,0,764,644,0,"(((rst[i]==7)&&(2==3)))", 1, 2, 0);
	trans[1][764]	= settr(2517,0,765,645,645,"rst[i] = 1", 1, 2, 0);
	trans[1][765]	= settr(2518,0,856,646,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][766]	= settr(2519,0,767,647,0,"(((rst[i]==6)&&(2==5)))", 1, 2, 0);
	trans[1][767]	= settr(2520,0,768,648,648,"rst[i] = 1", 1, 2, 0);
	trans[1][768]	= settr(2521,0,856,649,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][769]	= settr(2522,0,770,650,0,"(((rst[i]==6)&&(2==4)))", 1, 2, 0);
	trans[1][770]	= settr(2523,0,771,651,651,"rst[i] = 1", 1, 2, 0);
	trans[1][771]	= settr(2524,0,856,652,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][772]	= settr(2525,0,773,653,0,"(((rst[i]==6)&&(2==3)))", 1, 2, 0);
	trans[1][773]	= settr(2526,0,774,654,654,"rst[i] = 1", 1, 2, 0);
	trans[1][774]	= settr(2527,0,856,655,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][775]	= settr(2528,0,776,656,0,"(((rst[i]==5)&&(2==5)))", 1, 2, 0);
	trans[1][776]	= settr(2529,0,777,657,657,"rst[i] = 1", 1, 2, 0);
	trans[1][777]	= settr(2530,0,856,658,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][778]	= settr(2531,0,779,659,0,"(((rst[i]==5)&&(2==4)))", 1, 2, 0);
	trans[1][779]	= settr(2532,0,780,660,660,"rst[i] = 1", 1, 2, 0);
	trans[1][780]	= settr(2533,0,856,661,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][781]	= settr(2534,0,782,662,0,"(((rst[i]==5)&&(2==3)))", 1, 2, 0);
	trans[1][782]	= settr(2535,0,783,663,663,"rst[i] = 1", 1, 2, 0);
	trans[1][783]	= settr(2536,0,856,664,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][784]	= settr(2537,0,785,665,0,"(((rst[i]==4)&&(2==5)))", 1, 2, 0);
	trans[1][785]	= settr(2538,0,786,666,666,"rst[i] = 1", 1, 2, 0);
	trans[1][786]	= settr(2539,0,856,667,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][787]	= settr(2540,0,788,668,0,"(((rst[i]==4)&&(2==4)))", 1, 2, 0);
	trans[1][788]	= settr(2541,0,789,669,669,"rst[i] = 1", 1, 2, 0);
	trans[1][789]	= settr(2542,0,856,670,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][790]	= settr(2543,0,791,671,0,"(((rst[i]==4)&&(2==3)))", 1, 2, 0);
	trans[1][791]	= settr(2544,0,792,672,672,"rst[i] = 1", 1, 2, 0);
	trans[1][792]	= settr(2545,0,856,673,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][793]	= settr(2546,0,794,674,0,"(((rst[i]==3)&&(2==5)))", 1, 2, 0);
	trans[1][794]	= settr(2547,0,795,675,675,"rst[i] = 1", 1, 2, 0);
	trans[1][795]	= settr(2548,0,856,676,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][796]	= settr(2549,0,797,677,0,"(((rst[i]==3)&&(2==4)))", 1, 2, 0);
	trans[1][797]	= settr(2550,0,798,678,678,"rst[i] = 1", 1, 2, 0);
	trans[1][798]	= settr(2551,0,856,679,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][799]	= settr(2552,0,800,680,0,"(((rst[i]==3)&&(2==3)))", 1, 2, 0);
	trans[1][800]	= settr(2553,0,801,681,681,"rst[i] = 1", 1, 2, 0);
	trans[1][801]	= settr(2554,0,856,682,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][802]	= settr(2555,0,803,683,0,"(((rst[i]==2)&&(2==5)))", 1, 2, 0);
	trans[1][803]	= settr(2556,0,804,684,684,"rst[i] = 1", 1, 2, 0);
	trans[1][804]	= settr(2557,0,856,685,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][805]	= settr(2558,0,806,686,0,"(((rst[i]==2)&&(2==4)))", 1, 2, 0);
	trans[1][806]	= settr(2559,0,807,687,687,"rst[i] = 1", 1, 2, 0);
	trans[1][807]	= settr(2560,0,856,688,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][808]	= settr(2561,0,809,689,0,"(((rst[i]==2)&&(2==3)))", 1, 2, 0);
	trans[1][809]	= settr(2562,0,810,690,690,"rst[i] = 1", 1, 2, 0);
	trans[1][810]	= settr(2563,0,856,691,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][811]	= settr(2564,0,812,692,0,"(((rst[i]==1)&&(2==5)))", 1, 2, 0);
	trans[1][812]	= settr(2565,0,813,693,693,"rst[i] = 1", 1, 2, 0);
	trans[1][813]	= settr(2566,0,856,694,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][814]	= settr(2567,0,815,695,0,"(((rst[i]==1)&&(2==4)))", 1, 2, 0);
	trans[1][815]	= settr(2568,0,816,696,696,"rst[i] = 1", 1, 2, 0);
	trans[1][816]	= settr(2569,0,856,697,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][817]	= settr(2570,0,818,698,0,"(((rst[i]==1)&&(2==3)))", 1, 2, 0);
	trans[1][818]	= settr(2571,0,819,699,699,"rst[i] = 1", 1, 2, 0);
	trans[1][819]	= settr(2572,0,856,700,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][820]	= settr(2573,0,829,701,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][829] = settr(2582,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2582,0,821,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2582,0,824,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2582,0,827,0,0,"IF", 0, 2, 0);
	trans[1][821]	= settr(2574,0,822,702,702,"(group_intact)", 0, 2, 0);
	trans[1][822]	= settr(2575,0,823,703,703,"rst[i] = 6", 1, 2, 0);
	trans[1][823]	= settr(2576,0,856,704,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][830]	= settr(2583,0,856,1,0,".(goto)", 0, 2, 0);
	trans[1][824]	= settr(2577,0,825,705,705,"(!(group_intact))", 0, 2, 0);
	trans[1][825]	= settr(2578,0,826,706,706,"rst[i] = 7", 1, 2, 0);
	trans[1][826]	= settr(2579,0,856,707,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][827]	= settr(2580,0,828,2,0,"else", 0, 2, 0);
	trans[1][828]	= settr(2581,0,856,708,708,"ok = 0", 0, 2, 0);
	trans[1][831]	= settr(2584,0,832,709,0,"(((rst[i]==6)&&(2==1)))", 1, 2, 0);
	trans[1][832]	= settr(2585,0,833,710,710,"rst[i] = 7", 1, 2, 0);
	trans[1][833]	= settr(2586,0,856,711,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][834]	= settr(2587,0,835,712,0,"(((rst[i]==2)&&(2==1)))", 1, 2, 0);
	trans[1][835]	= settr(2588,0,836,713,713,"rst[i] = 7", 1, 2, 0);
	trans[1][836]	= settr(2589,0,856,714,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][837]	= settr(2590,0,838,715,0,"(((rst[i]==1)&&(2==1)))", 1, 2, 0);
	trans[1][838]	= settr(2591,0,839,716,716,"rst[i] = 7", 1, 2, 0);
	trans[1][839]	= settr(2592,0,856,717,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][840]	= settr(2593,0,841,2,0,"else", 0, 2, 0);
	trans[1][841]	= settr(2594,0,856,718,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][856] = settr(2609,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2609,0,854,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][854] = settr(2607,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2607,0,846,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2607,0,848,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2607,0,852,0,0,"IF", 0, 2, 0);
	trans[1][846]	= settr(2599,0,847,719,0,"(full(up))", 1, 1505, 0);
	trans[1][847]	= settr(2600,0,2046,1,0,"(1)", 0, 2, 0);
	trans[1][855]	= settr(2608,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][848]	= settr(2601,0,849,720,0,"((faults<2))", 1, 2, 0);
	trans[1][849]	= settr(2602,0,850,721,721,"faults = (faults+1)", 1, 2, 0);
	trans[1][850]	= settr(2603,0,851,722,722,"other_fault_att = a", 1, 2, 0);
	trans[1][851]	= settr(2604,0,2046,723,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][852]	= settr(2605,0,853,724,0,"(nfull(up))", 1, 5, 0);
	trans[1][853]	= settr(2606,0,2046,725,725,"up!3,i,a,0", 1, 5, 0);
	trans[1][872]	= settr(2625,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][859]	= settr(2612,0,870,2,0,"else", 0, 2, 0);
	T = trans[ 1][870] = settr(2623,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(2623,0,868,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][868] = settr(2621,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2621,0,860,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(2621,0,862,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(2621,0,866,0,0,"IF", 0, 2, 0);
	trans[1][860]	= settr(2613,0,861,726,0,"(full(up))", 1, 1505, 0);
	trans[1][861]	= settr(2614,0,2046,1,0,"(1)", 0, 2, 0);
	trans[1][869]	= settr(2622,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][862]	= settr(2615,0,863,727,0,"((faults<2))", 1, 2, 0);
	trans[1][863]	= settr(2616,0,864,728,728,"faults = (faults+1)", 1, 2, 0);
	trans[1][864]	= settr(2617,0,865,729,729,"other_fault_att = a", 1, 2, 0);
	trans[1][865]	= settr(2618,0,2046,730,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][866]	= settr(2619,0,867,731,0,"(nfull(up))", 1, 5, 0);
	trans[1][867]	= settr(2620,0,2046,732,732,"up!3,i,a,0", 1, 5, 0);
	trans[1][873]	= settr(2626,0,1761,733,733,"((m==9))", 0, 2, 0);
	T = trans[ 1][1761] = settr(3514,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(3514,2,1759,0,0,"ATOMIC", 1, 2, 0);
	T = trans[1][1759] = settr(3512,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3512,2,874,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3512,2,1735,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3512,2,1747,0,0,"IF", 1, 2, 0);
	trans[1][874]	= settr(2627,2,1734,734,0,"(((((a==att)&&(rst[i]==4))&&r_voted[i])&&!(r_told[i])))", 1, 2, 0);
	T = trans[ 1][1734] = settr(3487,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3487,0,875,0,0,"sub-sequence", 1, 2, 0);
	trans[1][875]	= settr(2628,2,1021,735,735,"all_buckets_received = (nrecv==2)", 1, 2, 0); /* m: 876 -> 0,1021 */
	reached1[876] = 1;
	trans[1][876]	= settr(0,0,0,0,0,"all_buckets_confirmed = 1",0,0,0);
	T = trans[ 1][1021] = settr(2774,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(2774,0,1003,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 1][1003] = settr(2756,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(2756,0,877,0,0,"sub-sequence", 1, 2, 0);
	trans[1][877]	= settr(2630,2,1001,736,736,"ok = 1", 1, 2, 0);
	T = trans[1][1001] = settr(2754,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,878,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,881,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,889,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,897,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,905,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,913,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,916,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,919,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,922,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,925,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,928,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,931,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,934,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,937,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,940,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,943,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,946,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,949,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,952,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,955,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,958,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,961,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,964,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,967,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,970,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,973,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,976,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,979,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,990,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,993,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2754,2,996,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2754,2,999,0,0,"IF", 1, 2, 0);
	trans[1][878]	= settr(2631,2,1019,737,737,"(((rst[i]==7)&&(7==10)))", 1, 2, 0); /* m: 879 -> 1019,0 */
	reached1[879] = 1;
	trans[1][879]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][880]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1002]	= settr(2755,2,1019,1,0,".(goto)", 1, 2, 0);
	trans[1][881]	= settr(2634,2,887,738,0,"(((rst[i]==6)&&(7==9)))", 1, 2, 0);
	T = trans[1][887] = settr(2640,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2640,2,882,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2640,2,885,0,0,"IF", 1, 2, 0);
	trans[1][882]	= settr(2635,2,1019,739,739,"(all_ranks_posted)", 1, 2, 0); /* m: 883 -> 1019,0 */
	reached1[883] = 1;
	trans[1][883]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][884]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][888]	= settr(2641,2,1019,1,0,".(goto)", 1, 2, 0);
	trans[1][885]	= settr(2638,2,886,2,0,"else", 1, 2, 0);
	trans[1][886]	= settr(2639,2,1019,740,740,"ok = 0", 1, 2, 0);
	trans[1][889]	= settr(2642,2,895,741,0,"(((rst[i]==2)&&(7==9)))", 1, 2, 0);
	T = trans[1][895] = settr(2648,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2648,2,890,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2648,2,893,0,0,"IF", 1, 2, 0);
	trans[1][890]	= settr(2643,2,1019,742,742,"(all_ranks_posted)", 1, 2, 0); /* m: 891 -> 1019,0 */
	reached1[891] = 1;
	trans[1][891]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][892]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][896]	= settr(2649,2,1019,1,0,".(goto)", 1, 2, 0);
	trans[1][893]	= settr(2646,2,894,2,0,"else", 1, 2, 0);
	trans[1][894]	= settr(2647,2,1019,743,743,"ok = 0", 1, 2, 0);
	trans[1][897]	= settr(2650,2,903,744,0,"(((rst[i]==5)&&(7==8)))", 1, 2, 0);
	T = trans[1][903] = settr(2656,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2656,2,898,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2656,2,901,0,0,"IF", 1, 2, 0);
	trans[1][898]	= settr(2651,2,1019,745,745,"(probe_ok)", 1, 2, 0); /* m: 899 -> 1019,0 */
	reached1[899] = 1;
	trans[1][899]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][900]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][904]	= settr(2657,2,1019,1,0,".(goto)", 1, 2, 0);
	trans[1][901]	= settr(2654,2,902,2,0,"else", 1, 2, 0);
	trans[1][902]	= settr(2655,2,1019,746,746,"ok = 0", 1, 2, 0);
	trans[1][905]	= settr(2658,2,911,747,0,"(((rst[i]==4)&&(7==7)))", 1, 2, 0);
	T = trans[1][911] = settr(2664,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2664,2,906,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2664,2,909,0,0,"IF", 1, 2, 0);
	trans[1][906]	= settr(2659,2,1019,748,748,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 907 -> 1019,0 */
	reached1[907] = 1;
	trans[1][907]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][908]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][912]	= settr(2665,2,1019,1,0,".(goto)", 1, 2, 0);
	trans[1][909]	= settr(2662,2,910,2,0,"else", 1, 2, 0);
	trans[1][910]	= settr(2663,2,1019,749,749,"ok = 0", 1, 2, 0);
	trans[1][913]	= settr(2666,2,1019,750,750,"(((rst[i]==3)&&(7==6)))", 1, 2, 0); /* m: 914 -> 1019,0 */
	reached1[914] = 1;
	trans[1][914]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][915]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][916]	= settr(2669,2,1019,751,751,"(((rst[i]==7)&&(7==5)))", 1, 2, 0); /* m: 917 -> 1019,0 */
	reached1[917] = 1;
	trans[1][917]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][918]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][919]	= settr(2672,2,1019,752,752,"(((rst[i]==7)&&(7==4)))", 1, 2, 0); /* m: 920 -> 1019,0 */
	reached1[920] = 1;
	trans[1][920]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][921]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][922]	= settr(2675,2,1019,753,753,"(((rst[i]==7)&&(7==3)))", 1, 2, 0); /* m: 923 -> 1019,0 */
	reached1[923] = 1;
	trans[1][923]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][924]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][925]	= settr(2678,2,1019,754,754,"(((rst[i]==6)&&(7==5)))", 1, 2, 0); /* m: 926 -> 1019,0 */
	reached1[926] = 1;
	trans[1][926]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][927]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][928]	= settr(2681,2,1019,755,755,"(((rst[i]==6)&&(7==4)))", 1, 2, 0); /* m: 929 -> 1019,0 */
	reached1[929] = 1;
	trans[1][929]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][930]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][931]	= settr(2684,2,1019,756,756,"(((rst[i]==6)&&(7==3)))", 1, 2, 0); /* m: 932 -> 1019,0 */
	reached1[932] = 1;
	trans[1][932]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][933]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][934]	= settr(2687,2,1019,757,757,"(((rst[i]==5)&&(7==5)))", 1, 2, 0); /* m: 935 -> 1019,0 */
	reached1[935] = 1;
	trans[1][935]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][936]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][937]	= settr(2690,2,1019,758,758,"(((rst[i]==5)&&(7==4)))", 1, 2, 0); /* m: 938 -> 1019,0 */
	reached1[938] = 1;
	trans[1][938]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][939]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][940]	= settr(2693,2,1019,759,759,"(((rst[i]==5)&&(7==3)))", 1, 2, 0); /* m: 941 -> 1019,0 */
	reached1[941] = 1;
	trans[1][941]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][942]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][943]	= settr(2696,2,1019,760,760,"(((rst[i]==4)&&(7==5)))", 1, 2, 0); /* m: 944 -> 1019,0 */
	reached1[944] = 1;
	trans[1][944]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][945]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][946]	= settr(2699,2,1019,761,761,"(((rst[i]==4)&&(7==4)))", 1, 2, 0); /* m: 947 -> 1019,0 */
	reached1[947] = 1;
	trans[1][947]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][948]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][949]	= settr(2702,2,1019,762,762,"(((rst[i]==4)&&(7==3)))", 1, 2, 0); /* m: 950 -> 1019,0 */
	reached1[950] = 1;
	trans[1][950]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][951]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][952]	= settr(2705,2,1019,763,763,"(((rst[i]==3)&&(7==5)))", 1, 2, 0); /* m: 953 -> 1019,0 */
	reached1[953] = 1;
	trans[1][953]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][954]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][955]	= settr(2708,2,1019,764,764,"(((rst[i]==3)&&(7==4)))", 1, 2, 0); /* m: 956 -> 1019,0 */
	reached1[956] = 1;
	trans[1][956]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][957]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][958]	= settr(2711,2,1019,765,765,"(((rst[i]==3)&&(7==3)))", 1, 2, 0); /* m: 959 -> 1019,0 */
	reached1[959] = 1;
	trans[1][959]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][960]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][961]	= settr(2714,2,1019,766,766,"(((rst[i]==2)&&(7==5)))", 1, 2, 0); /* m: 962 -> 1019,0 */
	reached1[962] = 1;
	trans[1][962]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][963]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][964]	= settr(2717,2,1019,767,767,"(((rst[i]==2)&&(7==4)))", 1, 2, 0); /* m: 965 -> 1019,0 */
	reached1[965] = 1;
	trans[1][965]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][966]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][967]	= settr(2720,2,1019,768,768,"(((rst[i]==2)&&(7==3)))", 1, 2, 0); /* m: 968 -> 1019,0 */
	reached1[968] = 1;
	trans[1][968]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][969]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][970]	= settr(2723,2,1019,769,769,"(((rst[i]==1)&&(7==5)))", 1, 2, 0); /* m: 971 -> 1019,0 */
	reached1[971] = 1;
	trans[1][971]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][972]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][973]	= settr(2726,2,1019,770,770,"(((rst[i]==1)&&(7==4)))", 1, 2, 0); /* m: 974 -> 1019,0 */
	reached1[974] = 1;
	trans[1][974]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][975]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][976]	= settr(2729,2,1019,771,771,"(((rst[i]==1)&&(7==3)))", 1, 2, 0); /* m: 977 -> 1019,0 */
	reached1[977] = 1;
	trans[1][977]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][978]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][979]	= settr(2732,2,988,772,0,"(((rst[i]==1)&&(7==2)))", 1, 2, 0);
	T = trans[1][988] = settr(2741,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2741,2,980,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2741,2,983,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2741,2,986,0,0,"IF", 1, 2, 0);
	trans[1][980]	= settr(2733,2,1019,773,773,"(group_intact)", 1, 2, 0); /* m: 981 -> 1019,0 */
	reached1[981] = 1;
	trans[1][981]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][982]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][989]	= settr(2742,2,1019,1,0,".(goto)", 1, 2, 0);
	trans[1][983]	= settr(2736,2,1019,774,774,"(!(group_intact))", 1, 2, 0); /* m: 984 -> 1019,0 */
	reached1[984] = 1;
	trans[1][984]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][985]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][986]	= settr(2739,2,987,2,0,"else", 1, 2, 0);
	trans[1][987]	= settr(2740,2,1019,775,775,"ok = 0", 1, 2, 0);
	trans[1][990]	= settr(2743,2,1019,776,776,"(((rst[i]==6)&&(7==1)))", 1, 2, 0); /* m: 991 -> 1019,0 */
	reached1[991] = 1;
	trans[1][991]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][992]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][993]	= settr(2746,2,1019,777,777,"(((rst[i]==2)&&(7==1)))", 1, 2, 0); /* m: 994 -> 1019,0 */
	reached1[994] = 1;
	trans[1][994]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][995]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][996]	= settr(2749,2,1019,778,778,"(((rst[i]==1)&&(7==1)))", 1, 2, 0); /* m: 997 -> 1019,0 */
	reached1[997] = 1;
	trans[1][997]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][998]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][999]	= settr(2752,2,1000,2,0,"else", 1, 2, 0);
	trans[1][1000]	= settr(2753,2,1019,779,0,"assert(0)", 1, 2, 0);
	T = trans[1][1019] = settr(2772,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2772,2,1004,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2772,2,1017,0,0,"IF", 1, 2, 0);
	trans[1][1004]	= settr(2757,2,1015,780,0,"(ok)", 1, 2, 0);
	T = trans[ 1][1015] = settr(2768,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(2768,0,1005,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1005]	= settr(2758,2,1012,781,781,"passed_in[((i*(2+1))+a)] = 1", 1, 2, 0); /* m: 1006 -> 0,1012 */
	reached1[1006] = 1;
	trans[1][1006]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][1013]	= settr(2766,2,1012,1,0,".(goto)", 1, 2, 0);
	T = trans[1][1012] = settr(2765,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(2765,2,1007,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(2765,2,1010,0,0,"DO", 1, 2, 0);
	trans[1][1007]	= settr(2760,2,1012,782,782,"((k<=(2-1)))", 1, 2, 0); /* m: 1008 -> 1012,0 */
	reached1[1008] = 1;
	trans[1][1008]	= settr(0,0,0,0,0,"assert(!(rb_in[((k*(2+1))+a)]))",0,0,0);
	trans[1][1009]	= settr(0,0,0,0,0,"k = (k+1)",0,0,0);
	trans[1][1010]	= settr(2763,2,1016,2,0,"else", 1, 2, 0);
	trans[1][1011]	= settr(2764,2,1016,1,0,"goto :b31", 1, 2, 0); /* m: 1016 -> 0,1732 */
	reached1[1016] = 1;
	trans[1][1014]	= settr(2767,2,1016,1,0,"break", 1, 2, 0);
	trans[1][1016]	= settr(2769,6,1732,783,783,"r_unc[i] = 0", 1, 2, 0);
	trans[1][1020]	= settr(2773,2,1732,1,0,".(goto)", 1, 2, 0);
	trans[1][1017]	= settr(2770,2,1018,2,0,"else", 1, 2, 0);
	trans[1][1018]	= settr(2771,2,1732,1,0,"(1)", 1, 2, 0);
	T = trans[1][1732] = settr(3485,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3485,2,1022,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3485,2,1448,0,0,"IF", 1, 2, 0);
	trans[1][1022]	= settr(2775,2,1446,784,784,"(ok)", 1, 2, 0); /* m: 1023 -> 1446,0 */
	reached1[1023] = 1;
	trans[1][1023]	= settr(0,0,0,0,0,"assert((nrecv==2))",0,0,0);
	trans[1][1024]	= settr(0,0,0,0,0,"assert((aborted_att!=a))",0,0,0);
	T = trans[1][1446] = settr(3199,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3199,2,1025,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3199,2,1169,0,0,"IF", 1, 2, 0);
	trans[1][1025]	= settr(2778,2,1152,785,785,"applied_att[i] = a", 1, 2, 0);
	T = trans[ 1][1152] = settr(2905,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(2905,0,1026,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1026]	= settr(2779,2,1150,786,786,"ok = 1", 1, 2, 0);
	T = trans[1][1150] = settr(2903,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1027,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1030,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1038,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1046,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1054,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1062,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1065,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1068,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1071,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1074,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1077,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1080,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1083,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1086,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1089,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1092,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1095,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1098,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1101,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1104,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1107,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1110,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1113,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1116,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1119,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1122,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1125,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1128,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1139,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1142,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2903,2,1145,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2903,2,1148,0,0,"IF", 1, 2, 0);
	trans[1][1027]	= settr(2780,2,1167,787,787,"(((rst[i]==7)&&(6==10)))", 1, 2, 0); /* m: 1028 -> 1167,0 */
	reached1[1028] = 1;
	trans[1][1028]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1029]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1151]	= settr(2904,2,1167,1,0,".(goto)", 1, 2, 0);
	trans[1][1030]	= settr(2783,2,1036,788,0,"(((rst[i]==6)&&(6==9)))", 1, 2, 0);
	T = trans[1][1036] = settr(2789,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2789,2,1031,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2789,2,1034,0,0,"IF", 1, 2, 0);
	trans[1][1031]	= settr(2784,2,1167,789,789,"(all_ranks_posted)", 1, 2, 0); /* m: 1032 -> 1167,0 */
	reached1[1032] = 1;
	trans[1][1032]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1033]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1037]	= settr(2790,2,1167,1,0,".(goto)", 1, 2, 0);
	trans[1][1034]	= settr(2787,2,1035,2,0,"else", 1, 2, 0);
	trans[1][1035]	= settr(2788,2,1167,790,790,"ok = 0", 1, 2, 0);
	trans[1][1038]	= settr(2791,2,1044,791,0,"(((rst[i]==2)&&(6==9)))", 1, 2, 0);
	T = trans[1][1044] = settr(2797,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2797,2,1039,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2797,2,1042,0,0,"IF", 1, 2, 0);
	trans[1][1039]	= settr(2792,2,1167,792,792,"(all_ranks_posted)", 1, 2, 0); /* m: 1040 -> 1167,0 */
	reached1[1040] = 1;
	trans[1][1040]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1041]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1045]	= settr(2798,2,1167,1,0,".(goto)", 1, 2, 0);
	trans[1][1042]	= settr(2795,2,1043,2,0,"else", 1, 2, 0);
	trans[1][1043]	= settr(2796,2,1167,793,793,"ok = 0", 1, 2, 0);
	trans[1][1046]	= settr(2799,2,1052,794,0,"(((rst[i]==5)&&(6==8)))", 1, 2, 0);
	T = trans[1][1052] = settr(2805,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2805,2,1047,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2805,2,1050,0,0,"IF", 1, 2, 0);
	trans[1][1047]	= settr(2800,2,1167,795,795,"(probe_ok)", 1, 2, 0); /* m: 1048 -> 1167,0 */
	reached1[1048] = 1;
	trans[1][1048]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][1049]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][1053]	= settr(2806,2,1167,1,0,".(goto)", 1, 2, 0);
	trans[1][1050]	= settr(2803,2,1051,2,0,"else", 1, 2, 0);
	trans[1][1051]	= settr(2804,2,1167,796,796,"ok = 0", 1, 2, 0);
	trans[1][1054]	= settr(2807,2,1060,797,0,"(((rst[i]==4)&&(6==7)))", 1, 2, 0);
	T = trans[1][1060] = settr(2813,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2813,2,1055,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2813,2,1058,0,0,"IF", 1, 2, 0);
	trans[1][1055]	= settr(2808,2,1167,798,798,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 1056 -> 1167,0 */
	reached1[1056] = 1;
	trans[1][1056]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][1057]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][1061]	= settr(2814,2,1167,1,0,".(goto)", 1, 2, 0);
	trans[1][1058]	= settr(2811,2,1059,2,0,"else", 1, 2, 0);
	trans[1][1059]	= settr(2812,2,1167,799,799,"ok = 0", 1, 2, 0);
	trans[1][1062]	= settr(2815,2,1167,800,800,"(((rst[i]==3)&&(6==6)))", 1, 2, 0); /* m: 1063 -> 1167,0 */
	reached1[1063] = 1;
	trans[1][1063]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][1064]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][1065]	= settr(2818,2,1167,801,801,"(((rst[i]==7)&&(6==5)))", 1, 2, 0); /* m: 1066 -> 1167,0 */
	reached1[1066] = 1;
	trans[1][1066]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1067]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1068]	= settr(2821,2,1167,802,802,"(((rst[i]==7)&&(6==4)))", 1, 2, 0); /* m: 1069 -> 1167,0 */
	reached1[1069] = 1;
	trans[1][1069]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1070]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1071]	= settr(2824,2,1167,803,803,"(((rst[i]==7)&&(6==3)))", 1, 2, 0); /* m: 1072 -> 1167,0 */
	reached1[1072] = 1;
	trans[1][1072]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1073]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1074]	= settr(2827,2,1167,804,804,"(((rst[i]==6)&&(6==5)))", 1, 2, 0); /* m: 1075 -> 1167,0 */
	reached1[1075] = 1;
	trans[1][1075]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1076]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1077]	= settr(2830,2,1167,805,805,"(((rst[i]==6)&&(6==4)))", 1, 2, 0); /* m: 1078 -> 1167,0 */
	reached1[1078] = 1;
	trans[1][1078]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1079]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1080]	= settr(2833,2,1167,806,806,"(((rst[i]==6)&&(6==3)))", 1, 2, 0); /* m: 1081 -> 1167,0 */
	reached1[1081] = 1;
	trans[1][1081]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1082]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1083]	= settr(2836,2,1167,807,807,"(((rst[i]==5)&&(6==5)))", 1, 2, 0); /* m: 1084 -> 1167,0 */
	reached1[1084] = 1;
	trans[1][1084]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1085]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1086]	= settr(2839,2,1167,808,808,"(((rst[i]==5)&&(6==4)))", 1, 2, 0); /* m: 1087 -> 1167,0 */
	reached1[1087] = 1;
	trans[1][1087]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1088]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1089]	= settr(2842,2,1167,809,809,"(((rst[i]==5)&&(6==3)))", 1, 2, 0); /* m: 1090 -> 1167,0 */
	reached1[1090] = 1;
	trans[1][1090]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1091]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1092]	= settr(2845,2,1167,810,810,"(((rst[i]==4)&&(6==5)))", 1, 2, 0); /* m: 1093 -> 1167,0 */
	reached1[1093] = 1;
	trans[1][1093]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1094]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1095]	= settr(2848,2,1167,811,811,"(((rst[i]==4)&&(6==4)))", 1, 2, 0); /* m: 1096 -> 1167,0 */
	reached1[1096] = 1;
	trans[1][1096]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1097]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1098]	= settr(2851,2,1167,812,812,"(((rst[i]==4)&&(6==3)))", 1, 2, 0); /* m: 1099 -> 1167,0 */
	reached1[1099] = 1;
	trans[1][1099]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1100]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1101]	= settr(2854,2,1167,813,813,"(((rst[i]==3)&&(6==5)))", 1, 2, 0); /* m: 1102 -> 1167,0 */
	reached1[1102] = 1;
	trans[1][1102]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1103]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1104]	= settr(2857,2,1167,814,814,"(((rst[i]==3)&&(6==4)))", 1, 2, 0); /* m: 1105 -> 1167,0 */
	reached1[1105] = 1;
	trans[1][1105]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1106]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1107]	= settr(2860,2,1167,815,815,"(((rst[i]==3)&&(6==3)))", 1, 2, 0); /* m: 1108 -> 1167,0 */
	reached1[1108] = 1;
	trans[1][1108]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1109]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1110]	= settr(2863,2,1167,816,816,"(((rst[i]==2)&&(6==5)))", 1, 2, 0); /* m: 1111 -> 1167,0 */
	reached1[1111] = 1;
	trans[1][1111]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1112]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1113]	= settr(2866,2,1167,817,817,"(((rst[i]==2)&&(6==4)))", 1, 2, 0); /* m: 1114 -> 1167,0 */
	reached1[1114] = 1;
	trans[1][1114]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1115]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1116]	= settr(2869,2,1167,818,818,"(((rst[i]==2)&&(6==3)))", 1, 2, 0); /* m: 1117 -> 1167,0 */
	reached1[1117] = 1;
	trans[1][1117]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1118]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1119]	= settr(2872,2,1167,819,819,"(((rst[i]==1)&&(6==5)))", 1, 2, 0); /* m: 1120 -> 1167,0 */
	reached1[1120] = 1;
	trans[1][1120]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1121]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1122]	= settr(2875,2,1167,820,820,"(((rst[i]==1)&&(6==4)))", 1, 2, 0); /* m: 1123 -> 1167,0 */
	reached1[1123] = 1;
	trans[1][1123]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1124]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1125]	= settr(2878,2,1167,821,821,"(((rst[i]==1)&&(6==3)))", 1, 2, 0); /* m: 1126 -> 1167,0 */
	reached1[1126] = 1;
	trans[1][1126]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1127]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1128]	= settr(2881,2,1137,822,0,"(((rst[i]==1)&&(6==2)))", 1, 2, 0);
	T = trans[1][1137] = settr(2890,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2890,2,1129,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2890,2,1132,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2890,2,1135,0,0,"IF", 1, 2, 0);
	trans[1][1129]	= settr(2882,2,1167,823,823,"(group_intact)", 1, 2, 0); /* m: 1130 -> 1167,0 */
	reached1[1130] = 1;
	trans[1][1130]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1131]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1138]	= settr(2891,2,1167,1,0,".(goto)", 1, 2, 0);
	trans[1][1132]	= settr(2885,2,1167,824,824,"(!(group_intact))", 1, 2, 0); /* m: 1133 -> 1167,0 */
	reached1[1133] = 1;
	trans[1][1133]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1134]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][1135]	= settr(2888,2,1136,2,0,"else", 1, 2, 0);
	trans[1][1136]	= settr(2889,2,1167,825,825,"ok = 0", 1, 2, 0);
	trans[1][1139]	= settr(2892,2,1167,826,826,"(((rst[i]==6)&&(6==1)))", 1, 2, 0); /* m: 1140 -> 1167,0 */
	reached1[1140] = 1;
	trans[1][1140]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1141]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1142]	= settr(2895,2,1167,827,827,"(((rst[i]==2)&&(6==1)))", 1, 2, 0); /* m: 1143 -> 1167,0 */
	reached1[1143] = 1;
	trans[1][1143]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1144]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1145]	= settr(2898,2,1167,828,828,"(((rst[i]==1)&&(6==1)))", 1, 2, 0); /* m: 1146 -> 1167,0 */
	reached1[1146] = 1;
	trans[1][1146]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1147]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1148]	= settr(2901,2,1149,2,0,"else", 1, 2, 0);
	trans[1][1149]	= settr(2902,2,1167,829,0,"assert(0)", 1, 2, 0);
	T = trans[1][1167] = settr(2920,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2920,2,1153,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2920,2,1165,0,0,"IF", 1, 2, 0);
	trans[1][1153]	= settr(2906,2,1164,1,0,"(1)", 1, 2, 0);
	T = trans[ 1][1164] = settr(2917,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(2917,0,1162,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][1162] = settr(2915,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2915,2,1154,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2915,2,1156,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2915,2,1160,0,0,"IF", 1, 2, 0);
	trans[1][1154]	= settr(2907,2,1155,830,0,"(full(up))", 1, 1505, 0);
	trans[1][1155]	= settr(2908,0,2046,831,831,"(1)", 1, 2, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1163]	= settr(2916,2,1733,1,0,".(goto)", 1, 2, 0); /* m: 1733 -> 0,2046 */
	reached1[1733] = 1;
	trans[1][1156]	= settr(2909,0,2046,832,832,"((faults<2))", 1, 2, 0); /* m: 1157 -> 2046,0 */
	reached1[1157] = 1;
	trans[1][1157]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][1158]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][1159]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][1160]	= settr(2913,2,1161,833,0,"(nfull(up))", 1, 5, 0);
	trans[1][1161]	= settr(2914,0,2046,834,834,"up!3,i,a,1", 1, 5, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1168]	= settr(2921,2,1733,1,0,".(goto)", 1, 2, 0); /* m: 1733 -> 0,2046 */
	reached1[1733] = 1;
	trans[1][1165]	= settr(2918,2,1166,2,0,"else", 1, 2, 0);
	trans[1][1166]	= settr(2919,0,2046,835,835,"(1)", 1, 2, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1447]	= settr(3200,2,1733,1,0,".(goto)", 1, 2, 0); /* m: 1733 -> 0,2046 */
	reached1[1733] = 1;
	trans[1][1169]	= settr(2922,2,1299,836,836,"((faults<2))", 1, 2, 0); /* m: 1170 -> 1299,0 */
	reached1[1170] = 1;
	trans[1][1170]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][1171]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][1172]	= settr(0,0,0,0,0,"printf('fault: receiver %d: apply fails\\n',i)",0,0,0);
	T = trans[ 1][1299] = settr(3052,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3052,0,1173,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1173]	= settr(2926,2,1297,837,837,"ok = 1", 1, 2, 0);
	T = trans[1][1297] = settr(3050,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1174,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1177,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1185,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1193,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1201,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1209,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1212,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1215,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1218,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1221,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1224,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1227,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1230,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1233,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1236,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1239,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1242,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1245,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1248,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1251,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1254,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1257,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1260,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1263,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1266,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1269,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1272,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1275,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1286,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1289,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3050,2,1292,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3050,2,1295,0,0,"IF", 1, 2, 0);
	trans[1][1174]	= settr(2927,2,1429,838,838,"(((rst[i]==7)&&(5==10)))", 1, 2, 0); /* m: 1175 -> 1429,0 */
	reached1[1175] = 1;
	trans[1][1175]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1176]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1298]	= settr(3051,2,1429,1,0,".(goto)", 1, 2, 0);
	trans[1][1177]	= settr(2930,2,1183,839,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][1183] = settr(2936,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2936,2,1178,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2936,2,1181,0,0,"IF", 1, 2, 0);
	trans[1][1178]	= settr(2931,2,1429,840,840,"(all_ranks_posted)", 1, 2, 0); /* m: 1179 -> 1429,0 */
	reached1[1179] = 1;
	trans[1][1179]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1180]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1184]	= settr(2937,2,1429,1,0,".(goto)", 1, 2, 0);
	trans[1][1181]	= settr(2934,2,1182,2,0,"else", 1, 2, 0);
	trans[1][1182]	= settr(2935,2,1429,841,841,"ok = 0", 1, 2, 0);
	trans[1][1185]	= settr(2938,2,1191,842,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][1191] = settr(2944,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2944,2,1186,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2944,2,1189,0,0,"IF", 1, 2, 0);
	trans[1][1186]	= settr(2939,2,1429,843,843,"(all_ranks_posted)", 1, 2, 0); /* m: 1187 -> 1429,0 */
	reached1[1187] = 1;
	trans[1][1187]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1188]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1192]	= settr(2945,2,1429,1,0,".(goto)", 1, 2, 0);
	trans[1][1189]	= settr(2942,2,1190,2,0,"else", 1, 2, 0);
	trans[1][1190]	= settr(2943,2,1429,844,844,"ok = 0", 1, 2, 0);
	trans[1][1193]	= settr(2946,2,1199,845,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][1199] = settr(2952,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2952,2,1194,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2952,2,1197,0,0,"IF", 1, 2, 0);
	trans[1][1194]	= settr(2947,2,1429,846,846,"(probe_ok)", 1, 2, 0); /* m: 1195 -> 1429,0 */
	reached1[1195] = 1;
	trans[1][1195]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][1196]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][1200]	= settr(2953,2,1429,1,0,".(goto)", 1, 2, 0);
	trans[1][1197]	= settr(2950,2,1198,2,0,"else", 1, 2, 0);
	trans[1][1198]	= settr(2951,2,1429,847,847,"ok = 0", 1, 2, 0);
	trans[1][1201]	= settr(2954,2,1207,848,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][1207] = settr(2960,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(2960,2,1202,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(2960,2,1205,0,0,"IF", 1, 2, 0);
	trans[1][1202]	= settr(2955,2,1429,849,849,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 1203 -> 1429,0 */
	reached1[1203] = 1;
	trans[1][1203]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][1204]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][1208]	= settr(2961,2,1429,1,0,".(goto)", 1, 2, 0);
	trans[1][1205]	= settr(2958,2,1206,2,0,"else", 1, 2, 0);
	trans[1][1206]	= settr(2959,2,1429,850,850,"ok = 0", 1, 2, 0);
	trans[1][1209]	= settr(2962,2,1429,851,851,"(((rst[i]==3)&&(5==6)))", 1, 2, 0); /* m: 1210 -> 1429,0 */
	reached1[1210] = 1;
	trans[1][1210]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][1211]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][1212]	= settr(2965,2,1429,852,852,"(((rst[i]==7)&&(5==5)))", 1, 2, 0); /* m: 1213 -> 1429,0 */
	reached1[1213] = 1;
	trans[1][1213]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1214]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1215]	= settr(2968,2,1429,853,853,"(((rst[i]==7)&&(5==4)))", 1, 2, 0); /* m: 1216 -> 1429,0 */
	reached1[1216] = 1;
	trans[1][1216]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1217]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1218]	= settr(2971,2,1429,854,854,"(((rst[i]==7)&&(5==3)))", 1, 2, 0); /* m: 1219 -> 1429,0 */
	reached1[1219] = 1;
	trans[1][1219]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1220]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1221]	= settr(2974,2,1429,855,855,"(((rst[i]==6)&&(5==5)))", 1, 2, 0); /* m: 1222 -> 1429,0 */
	reached1[1222] = 1;
	trans[1][1222]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1223]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1224]	= settr(2977,2,1429,856,856,"(((rst[i]==6)&&(5==4)))", 1, 2, 0); /* m: 1225 -> 1429,0 */
	reached1[1225] = 1;
	trans[1][1225]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1226]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1227]	= settr(2980,2,1429,857,857,"(((rst[i]==6)&&(5==3)))", 1, 2, 0); /* m: 1228 -> 1429,0 */
	reached1[1228] = 1;
	trans[1][1228]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1229]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1230]	= settr(2983,2,1429,858,858,"(((rst[i]==5)&&(5==5)))", 1, 2, 0); /* m: 1231 -> 1429,0 */
	reached1[1231] = 1;
	trans[1][1231]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1232]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1233]	= settr(2986,2,1429,859,859,"(((rst[i]==5)&&(5==4)))", 1, 2, 0); /* m: 1234 -> 1429,0 */
	reached1[1234] = 1;
	trans[1][1234]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1235]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1236]	= settr(2989,2,1429,860,860,"(((rst[i]==5)&&(5==3)))", 1, 2, 0); /* m: 1237 -> 1429,0 */
	reached1[1237] = 1;
	trans[1][1237]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1238]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1239]	= settr(2992,2,1429,861,861,"(((rst[i]==4)&&(5==5)))", 1, 2, 0); /* m: 1240 -> 1429,0 */
	reached1[1240] = 1;
	trans[1][1240]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1241]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1242]	= settr(2995,2,1429,862,862,"(((rst[i]==4)&&(5==4)))", 1, 2, 0); /* m: 1243 -> 1429,0 */
	reached1[1243] = 1;
	trans[1][1243]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1244]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1245]	= settr(2998,2,1429,863,863,"(((rst[i]==4)&&(5==3)))", 1, 2, 0); /* m: 1246 -> 1429,0 */
	reached1[1246] = 1;
	trans[1][1246]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1247]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1248]	= settr(3001,2,1429,864,864,"(((rst[i]==3)&&(5==5)))", 1, 2, 0); /* m: 1249 -> 1429,0 */
	reached1[1249] = 1;
	trans[1][1249]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1250]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1251]	= settr(3004,2,1429,865,865,"(((rst[i]==3)&&(5==4)))", 1, 2, 0); /* m: 1252 -> 1429,0 */
	reached1[1252] = 1;
	trans[1][1252]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1253]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1254]	= settr(3007,2,1429,866,866,"(((rst[i]==3)&&(5==3)))", 1, 2, 0); /* m: 1255 -> 1429,0 */
	reached1[1255] = 1;
	trans[1][1255]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1256]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1257]	= settr(3010,2,1429,867,867,"(((rst[i]==2)&&(5==5)))", 1, 2, 0); /* m: 1258 -> 1429,0 */
	reached1[1258] = 1;
	trans[1][1258]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1259]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1260]	= settr(3013,2,1429,868,868,"(((rst[i]==2)&&(5==4)))", 1, 2, 0); /* m: 1261 -> 1429,0 */
	reached1[1261] = 1;
	trans[1][1261]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1262]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1263]	= settr(3016,2,1429,869,869,"(((rst[i]==2)&&(5==3)))", 1, 2, 0); /* m: 1264 -> 1429,0 */
	reached1[1264] = 1;
	trans[1][1264]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1265]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1266]	= settr(3019,2,1429,870,870,"(((rst[i]==1)&&(5==5)))", 1, 2, 0); /* m: 1267 -> 1429,0 */
	reached1[1267] = 1;
	trans[1][1267]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1268]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1269]	= settr(3022,2,1429,871,871,"(((rst[i]==1)&&(5==4)))", 1, 2, 0); /* m: 1270 -> 1429,0 */
	reached1[1270] = 1;
	trans[1][1270]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1271]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1272]	= settr(3025,2,1429,872,872,"(((rst[i]==1)&&(5==3)))", 1, 2, 0); /* m: 1273 -> 1429,0 */
	reached1[1273] = 1;
	trans[1][1273]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1274]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1275]	= settr(3028,2,1284,873,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][1284] = settr(3037,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3037,2,1276,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3037,2,1279,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3037,2,1282,0,0,"IF", 1, 2, 0);
	trans[1][1276]	= settr(3029,2,1429,874,874,"(group_intact)", 1, 2, 0); /* m: 1277 -> 1429,0 */
	reached1[1277] = 1;
	trans[1][1277]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1278]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1285]	= settr(3038,2,1429,1,0,".(goto)", 1, 2, 0);
	trans[1][1279]	= settr(3032,2,1429,875,875,"(!(group_intact))", 1, 2, 0); /* m: 1280 -> 1429,0 */
	reached1[1280] = 1;
	trans[1][1280]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1281]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][1282]	= settr(3035,2,1283,2,0,"else", 1, 2, 0);
	trans[1][1283]	= settr(3036,2,1429,876,876,"ok = 0", 1, 2, 0);
	trans[1][1286]	= settr(3039,2,1429,877,877,"(((rst[i]==6)&&(5==1)))", 1, 2, 0); /* m: 1287 -> 1429,0 */
	reached1[1287] = 1;
	trans[1][1287]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1288]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1289]	= settr(3042,2,1429,878,878,"(((rst[i]==2)&&(5==1)))", 1, 2, 0); /* m: 1290 -> 1429,0 */
	reached1[1290] = 1;
	trans[1][1290]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1291]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1292]	= settr(3045,2,1429,879,879,"(((rst[i]==1)&&(5==1)))", 1, 2, 0); /* m: 1293 -> 1429,0 */
	reached1[1293] = 1;
	trans[1][1293]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1294]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1295]	= settr(3048,2,1296,2,0,"else", 1, 2, 0);
	trans[1][1296]	= settr(3049,2,1429,880,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][1429] = settr(3182,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3182,0,1300,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1300]	= settr(3053,2,1428,881,881,"r_unc[i] = 0", 1, 2, 0); /* m: 1301 -> 0,1428 */
	reached1[1301] = 1;
	trans[1][1301]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][1428] = settr(3181,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3181,0,1302,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1302]	= settr(3055,2,1426,882,882,"ok = 1", 1, 2, 0);
	T = trans[1][1426] = settr(3179,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1303,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1306,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1314,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1322,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1330,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1338,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1341,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1344,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1347,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1350,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1353,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1356,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1359,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1362,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1365,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1368,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1371,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1374,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1377,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1380,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1383,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1386,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1389,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1392,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1395,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1398,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1401,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1404,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1415,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1418,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3179,2,1421,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3179,2,1424,0,0,"IF", 1, 2, 0);
	trans[1][1303]	= settr(3056,2,1444,883,883,"(((rst[i]==7)&&(2==10)))", 1, 2, 0); /* m: 1304 -> 1444,0 */
	reached1[1304] = 1;
	trans[1][1304]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1305]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1427]	= settr(3180,2,1444,1,0,".(goto)", 1, 2, 0);
	trans[1][1306]	= settr(3059,2,1312,884,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][1312] = settr(3065,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3065,2,1307,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3065,2,1310,0,0,"IF", 1, 2, 0);
	trans[1][1307]	= settr(3060,2,1444,885,885,"(all_ranks_posted)", 1, 2, 0); /* m: 1308 -> 1444,0 */
	reached1[1308] = 1;
	trans[1][1308]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1309]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1313]	= settr(3066,2,1444,1,0,".(goto)", 1, 2, 0);
	trans[1][1310]	= settr(3063,2,1311,2,0,"else", 1, 2, 0);
	trans[1][1311]	= settr(3064,2,1444,886,886,"ok = 0", 1, 2, 0);
	trans[1][1314]	= settr(3067,2,1320,887,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][1320] = settr(3073,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3073,2,1315,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3073,2,1318,0,0,"IF", 1, 2, 0);
	trans[1][1315]	= settr(3068,2,1444,888,888,"(all_ranks_posted)", 1, 2, 0); /* m: 1316 -> 1444,0 */
	reached1[1316] = 1;
	trans[1][1316]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1317]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1321]	= settr(3074,2,1444,1,0,".(goto)", 1, 2, 0);
	trans[1][1318]	= settr(3071,2,1319,2,0,"else", 1, 2, 0);
	trans[1][1319]	= settr(3072,2,1444,889,889,"ok = 0", 1, 2, 0);
	trans[1][1322]	= settr(3075,2,1328,890,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][1328] = settr(3081,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3081,2,1323,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3081,2,1326,0,0,"IF", 1, 2, 0);
	trans[1][1323]	= settr(3076,2,1444,891,891,"(probe_ok)", 1, 2, 0); /* m: 1324 -> 1444,0 */
	reached1[1324] = 1;
	trans[1][1324]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][1325]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][1329]	= settr(3082,2,1444,1,0,".(goto)", 1, 2, 0);
	trans[1][1326]	= settr(3079,2,1327,2,0,"else", 1, 2, 0);
	trans[1][1327]	= settr(3080,2,1444,892,892,"ok = 0", 1, 2, 0);
	trans[1][1330]	= settr(3083,2,1336,893,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][1336] = settr(3089,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3089,2,1331,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3089,2,1334,0,0,"IF", 1, 2, 0);
	trans[1][1331]	= settr(3084,2,1444,894,894,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 1332 -> 1444,0 */
	reached1[1332] = 1;
	trans[1][1332]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][1333]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][1337]	= settr(3090,2,1444,1,0,".(goto)", 1, 2, 0);
	trans[1][1334]	= settr(3087,2,1335,2,0,"else", 1, 2, 0);
	trans[1][1335]	= settr(3088,2,1444,895,895,"ok = 0", 1, 2, 0);
	trans[1][1338]	= settr(3091,2,1444,896,896,"(((rst[i]==3)&&(2==6)))", 1, 2, 0); /* m: 1339 -> 1444,0 */
	reached1[1339] = 1;
	trans[1][1339]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][1340]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][1341]	= settr(3094,2,1444,897,897,"(((rst[i]==7)&&(2==5)))", 1, 2, 0); /* m: 1342 -> 1444,0 */
	reached1[1342] = 1;
	trans[1][1342]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1343]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1344]	= settr(3097,2,1444,898,898,"(((rst[i]==7)&&(2==4)))", 1, 2, 0); /* m: 1345 -> 1444,0 */
	reached1[1345] = 1;
	trans[1][1345]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1346]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1347]	= settr(3100,2,1444,899,899,"(((rst[i]==7)&&(2==3)))", 1, 2, 0); /* m: 1348 -> 1444,0 */
	reached1[1348] = 1;
	trans[1][1348]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1349]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1350]	= settr(3103,2,1444,900,900,"(((rst[i]==6)&&(2==5)))", 1, 2, 0); /* m: 1351 -> 1444,0 */
	reached1[1351] = 1;
	trans[1][1351]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1352]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1353]	= settr(3106,2,1444,901,901,"(((rst[i]==6)&&(2==4)))", 1, 2, 0); /* m: 1354 -> 1444,0 */
	reached1[1354] = 1;
	trans[1][1354]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1355]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1356]	= settr(3109,2,1444,902,902,"(((rst[i]==6)&&(2==3)))", 1, 2, 0); /* m: 1357 -> 1444,0 */
	reached1[1357] = 1;
	trans[1][1357]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1358]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1359]	= settr(3112,2,1444,903,903,"(((rst[i]==5)&&(2==5)))", 1, 2, 0); /* m: 1360 -> 1444,0 */
	reached1[1360] = 1;
	trans[1][1360]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1361]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1362]	= settr(3115,2,1444,904,904,"(((rst[i]==5)&&(2==4)))", 1, 2, 0); /* m: 1363 -> 1444,0 */
	reached1[1363] = 1;
	trans[1][1363]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1364]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1365]	= settr(3118,2,1444,905,905,"(((rst[i]==5)&&(2==3)))", 1, 2, 0); /* m: 1366 -> 1444,0 */
	reached1[1366] = 1;
	trans[1][1366]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1367]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1368]	= settr(3121,2,1444,906,906,"(((rst[i]==4)&&(2==5)))", 1, 2, 0); /* m: 1369 -> 1444,0 */
	reached1[1369] = 1;
	trans[1][1369]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1370]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1371]	= settr(3124,2,1444,907,907,"(((rst[i]==4)&&(2==4)))", 1, 2, 0); /* m: 1372 -> 1444,0 */
	reached1[1372] = 1;
	trans[1][1372]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1373]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1374]	= settr(3127,2,1444,908,908,"(((rst[i]==4)&&(2==3)))", 1, 2, 0); /* m: 1375 -> 1444,0 */
	reached1[1375] = 1;
	trans[1][1375]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1376]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1377]	= settr(3130,2,1444,909,909,"(((rst[i]==3)&&(2==5)))", 1, 2, 0); /* m: 1378 -> 1444,0 */
	reached1[1378] = 1;
	trans[1][1378]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1379]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1380]	= settr(3133,2,1444,910,910,"(((rst[i]==3)&&(2==4)))", 1, 2, 0); /* m: 1381 -> 1444,0 */
	reached1[1381] = 1;
	trans[1][1381]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1382]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1383]	= settr(3136,2,1444,911,911,"(((rst[i]==3)&&(2==3)))", 1, 2, 0); /* m: 1384 -> 1444,0 */
	reached1[1384] = 1;
	trans[1][1384]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1385]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1386]	= settr(3139,2,1444,912,912,"(((rst[i]==2)&&(2==5)))", 1, 2, 0); /* m: 1387 -> 1444,0 */
	reached1[1387] = 1;
	trans[1][1387]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1388]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1389]	= settr(3142,2,1444,913,913,"(((rst[i]==2)&&(2==4)))", 1, 2, 0); /* m: 1390 -> 1444,0 */
	reached1[1390] = 1;
	trans[1][1390]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1391]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1392]	= settr(3145,2,1444,914,914,"(((rst[i]==2)&&(2==3)))", 1, 2, 0); /* m: 1393 -> 1444,0 */
	reached1[1393] = 1;
	trans[1][1393]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1394]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1395]	= settr(3148,2,1444,915,915,"(((rst[i]==1)&&(2==5)))", 1, 2, 0); /* m: 1396 -> 1444,0 */
	reached1[1396] = 1;
	trans[1][1396]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1397]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1398]	= settr(3151,2,1444,916,916,"(((rst[i]==1)&&(2==4)))", 1, 2, 0); /* m: 1399 -> 1444,0 */
	reached1[1399] = 1;
	trans[1][1399]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1400]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1401]	= settr(3154,2,1444,917,917,"(((rst[i]==1)&&(2==3)))", 1, 2, 0); /* m: 1402 -> 1444,0 */
	reached1[1402] = 1;
	trans[1][1402]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1403]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1404]	= settr(3157,2,1413,918,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][1413] = settr(3166,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3166,2,1405,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3166,2,1408,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3166,2,1411,0,0,"IF", 1, 2, 0);
	trans[1][1405]	= settr(3158,2,1444,919,919,"(group_intact)", 1, 2, 0); /* m: 1406 -> 1444,0 */
	reached1[1406] = 1;
	trans[1][1406]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1407]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1414]	= settr(3167,2,1444,1,0,".(goto)", 1, 2, 0);
	trans[1][1408]	= settr(3161,2,1444,920,920,"(!(group_intact))", 1, 2, 0); /* m: 1409 -> 1444,0 */
	reached1[1409] = 1;
	trans[1][1409]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1410]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][1411]	= settr(3164,2,1412,2,0,"else", 1, 2, 0);
	trans[1][1412]	= settr(3165,2,1444,921,921,"ok = 0", 1, 2, 0);
	trans[1][1415]	= settr(3168,2,1444,922,922,"(((rst[i]==6)&&(2==1)))", 1, 2, 0); /* m: 1416 -> 1444,0 */
	reached1[1416] = 1;
	trans[1][1416]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1417]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1418]	= settr(3171,2,1444,923,923,"(((rst[i]==2)&&(2==1)))", 1, 2, 0); /* m: 1419 -> 1444,0 */
	reached1[1419] = 1;
	trans[1][1419]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1420]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1421]	= settr(3174,2,1444,924,924,"(((rst[i]==1)&&(2==1)))", 1, 2, 0); /* m: 1422 -> 1444,0 */
	reached1[1422] = 1;
	trans[1][1422]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1423]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1424]	= settr(3177,2,1425,2,0,"else", 1, 2, 0);
	trans[1][1425]	= settr(3178,2,1444,925,0,"assert(0)", 1, 2, 0);
	T = trans[1][1444] = settr(3197,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3197,2,1430,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3197,2,1442,0,0,"IF", 1, 2, 0);
	trans[1][1430]	= settr(3183,2,1441,1,0,"(1)", 1, 2, 0);
	T = trans[ 1][1441] = settr(3194,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3194,0,1439,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][1439] = settr(3192,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3192,2,1431,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3192,2,1433,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3192,2,1437,0,0,"IF", 1, 2, 0);
	trans[1][1431]	= settr(3184,2,1432,926,0,"(full(up))", 1, 1505, 0);
	trans[1][1432]	= settr(3185,0,2046,927,927,"(1)", 1, 2, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1440]	= settr(3193,2,1733,1,0,".(goto)", 1, 2, 0); /* m: 1733 -> 0,2046 */
	reached1[1733] = 1;
	trans[1][1433]	= settr(3186,0,2046,928,928,"((faults<2))", 1, 2, 0); /* m: 1434 -> 2046,0 */
	reached1[1434] = 1;
	trans[1][1434]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][1435]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][1436]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][1437]	= settr(3190,2,1438,929,0,"(nfull(up))", 1, 5, 0);
	trans[1][1438]	= settr(3191,0,2046,930,930,"up!3,i,a,0", 1, 5, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1445]	= settr(3198,2,1733,1,0,".(goto)", 1, 2, 0); /* m: 1733 -> 0,2046 */
	reached1[1733] = 1;
	trans[1][1442]	= settr(3195,2,1443,2,0,"else", 1, 2, 0);
	trans[1][1443]	= settr(3196,0,2046,931,931,"(1)", 1, 2, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1733]	= settr(3486,0,2046,932,932,".(goto)", 1, 2, 0); /* m: 1760 -> 0,2046 */
	reached1[1760] = 1;
	trans[1][1448]	= settr(3201,2,1575,2,0,"else", 1, 2, 0);
	T = trans[ 1][1575] = settr(3328,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3328,0,1449,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1449]	= settr(3202,2,1573,933,933,"ok = 1", 1, 2, 0);
	T = trans[1][1573] = settr(3326,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1450,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1453,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1461,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1469,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1477,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1485,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1488,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1491,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1494,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1497,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1500,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1503,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1506,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1509,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1512,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1515,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1518,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1521,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1524,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1527,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1530,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1533,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1536,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1539,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1542,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1545,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1548,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1551,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1562,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1565,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3326,2,1568,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3326,2,1571,0,0,"IF", 1, 2, 0);
	trans[1][1450]	= settr(3203,2,1715,934,934,"(((rst[i]==7)&&(5==10)))", 1, 2, 0); /* m: 1451 -> 1715,0 */
	reached1[1451] = 1;
	trans[1][1451]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1452]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1574]	= settr(3327,2,1715,1,0,".(goto)", 1, 2, 0);
	trans[1][1453]	= settr(3206,2,1459,935,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][1459] = settr(3212,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3212,2,1454,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3212,2,1457,0,0,"IF", 1, 2, 0);
	trans[1][1454]	= settr(3207,2,1715,936,936,"(all_ranks_posted)", 1, 2, 0); /* m: 1455 -> 1715,0 */
	reached1[1455] = 1;
	trans[1][1455]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1456]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1460]	= settr(3213,2,1715,1,0,".(goto)", 1, 2, 0);
	trans[1][1457]	= settr(3210,2,1458,2,0,"else", 1, 2, 0);
	trans[1][1458]	= settr(3211,2,1715,937,937,"ok = 0", 1, 2, 0);
	trans[1][1461]	= settr(3214,2,1467,938,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][1467] = settr(3220,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3220,2,1462,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3220,2,1465,0,0,"IF", 1, 2, 0);
	trans[1][1462]	= settr(3215,2,1715,939,939,"(all_ranks_posted)", 1, 2, 0); /* m: 1463 -> 1715,0 */
	reached1[1463] = 1;
	trans[1][1463]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1464]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1468]	= settr(3221,2,1715,1,0,".(goto)", 1, 2, 0);
	trans[1][1465]	= settr(3218,2,1466,2,0,"else", 1, 2, 0);
	trans[1][1466]	= settr(3219,2,1715,940,940,"ok = 0", 1, 2, 0);
	trans[1][1469]	= settr(3222,2,1475,941,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][1475] = settr(3228,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3228,2,1470,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3228,2,1473,0,0,"IF", 1, 2, 0);
	trans[1][1470]	= settr(3223,2,1715,942,942,"(probe_ok)", 1, 2, 0); /* m: 1471 -> 1715,0 */
	reached1[1471] = 1;
	trans[1][1471]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][1472]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][1476]	= settr(3229,2,1715,1,0,".(goto)", 1, 2, 0);
	trans[1][1473]	= settr(3226,2,1474,2,0,"else", 1, 2, 0);
	trans[1][1474]	= settr(3227,2,1715,943,943,"ok = 0", 1, 2, 0);
	trans[1][1477]	= settr(3230,2,1483,944,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][1483] = settr(3236,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3236,2,1478,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3236,2,1481,0,0,"IF", 1, 2, 0);
	trans[1][1478]	= settr(3231,2,1715,945,945,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 1479 -> 1715,0 */
	reached1[1479] = 1;
	trans[1][1479]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][1480]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][1484]	= settr(3237,2,1715,1,0,".(goto)", 1, 2, 0);
	trans[1][1481]	= settr(3234,2,1482,2,0,"else", 1, 2, 0);
	trans[1][1482]	= settr(3235,2,1715,946,946,"ok = 0", 1, 2, 0);
	trans[1][1485]	= settr(3238,2,1715,947,947,"(((rst[i]==3)&&(5==6)))", 1, 2, 0); /* m: 1486 -> 1715,0 */
	reached1[1486] = 1;
	trans[1][1486]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][1487]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][1488]	= settr(3241,2,1715,948,948,"(((rst[i]==7)&&(5==5)))", 1, 2, 0); /* m: 1489 -> 1715,0 */
	reached1[1489] = 1;
	trans[1][1489]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1490]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1491]	= settr(3244,2,1715,949,949,"(((rst[i]==7)&&(5==4)))", 1, 2, 0); /* m: 1492 -> 1715,0 */
	reached1[1492] = 1;
	trans[1][1492]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1493]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1494]	= settr(3247,2,1715,950,950,"(((rst[i]==7)&&(5==3)))", 1, 2, 0); /* m: 1495 -> 1715,0 */
	reached1[1495] = 1;
	trans[1][1495]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1496]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1497]	= settr(3250,2,1715,951,951,"(((rst[i]==6)&&(5==5)))", 1, 2, 0); /* m: 1498 -> 1715,0 */
	reached1[1498] = 1;
	trans[1][1498]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1499]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1500]	= settr(3253,2,1715,952,952,"(((rst[i]==6)&&(5==4)))", 1, 2, 0); /* m: 1501 -> 1715,0 */
	reached1[1501] = 1;
	trans[1][1501]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1502]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1503]	= settr(3256,2,1715,953,953,"(((rst[i]==6)&&(5==3)))", 1, 2, 0); /* m: 1504 -> 1715,0 */
	reached1[1504] = 1;
	trans[1][1504]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1505]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1506]	= settr(3259,2,1715,954,954,"(((rst[i]==5)&&(5==5)))", 1, 2, 0); /* m: 1507 -> 1715,0 */
	reached1[1507] = 1;
	trans[1][1507]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1508]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1509]	= settr(3262,2,1715,955,955,"(((rst[i]==5)&&(5==4)))", 1, 2, 0); /* m: 1510 -> 1715,0 */
	reached1[1510] = 1;
	trans[1][1510]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1511]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1512]	= settr(3265,2,1715,956,956,"(((rst[i]==5)&&(5==3)))", 1, 2, 0); /* m: 1513 -> 1715,0 */
	reached1[1513] = 1;
	trans[1][1513]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1514]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1515]	= settr(3268,2,1715,957,957,"(((rst[i]==4)&&(5==5)))", 1, 2, 0); /* m: 1516 -> 1715,0 */
	reached1[1516] = 1;
	trans[1][1516]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1517]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1518]	= settr(3271,2,1715,958,958,"(((rst[i]==4)&&(5==4)))", 1, 2, 0); /* m: 1519 -> 1715,0 */
	reached1[1519] = 1;
	trans[1][1519]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1520]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1521]	= settr(3274,2,1715,959,959,"(((rst[i]==4)&&(5==3)))", 1, 2, 0); /* m: 1522 -> 1715,0 */
	reached1[1522] = 1;
	trans[1][1522]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1523]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1524]	= settr(3277,2,1715,960,960,"(((rst[i]==3)&&(5==5)))", 1, 2, 0); /* m: 1525 -> 1715,0 */
	reached1[1525] = 1;
	trans[1][1525]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1526]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1527]	= settr(3280,2,1715,961,961,"(((rst[i]==3)&&(5==4)))", 1, 2, 0); /* m: 1528 -> 1715,0 */
	reached1[1528] = 1;
	trans[1][1528]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1529]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1530]	= settr(3283,2,1715,962,962,"(((rst[i]==3)&&(5==3)))", 1, 2, 0); /* m: 1531 -> 1715,0 */
	reached1[1531] = 1;
	trans[1][1531]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1532]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1533]	= settr(3286,2,1715,963,963,"(((rst[i]==2)&&(5==5)))", 1, 2, 0); /* m: 1534 -> 1715,0 */
	reached1[1534] = 1;
	trans[1][1534]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1535]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1536]	= settr(3289,2,1715,964,964,"(((rst[i]==2)&&(5==4)))", 1, 2, 0); /* m: 1537 -> 1715,0 */
	reached1[1537] = 1;
	trans[1][1537]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1538]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1539]	= settr(3292,2,1715,965,965,"(((rst[i]==2)&&(5==3)))", 1, 2, 0); /* m: 1540 -> 1715,0 */
	reached1[1540] = 1;
	trans[1][1540]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1541]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1542]	= settr(3295,2,1715,966,966,"(((rst[i]==1)&&(5==5)))", 1, 2, 0); /* m: 1543 -> 1715,0 */
	reached1[1543] = 1;
	trans[1][1543]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1544]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1545]	= settr(3298,2,1715,967,967,"(((rst[i]==1)&&(5==4)))", 1, 2, 0); /* m: 1546 -> 1715,0 */
	reached1[1546] = 1;
	trans[1][1546]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1547]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1548]	= settr(3301,2,1715,968,968,"(((rst[i]==1)&&(5==3)))", 1, 2, 0); /* m: 1549 -> 1715,0 */
	reached1[1549] = 1;
	trans[1][1549]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1550]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1551]	= settr(3304,2,1560,969,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][1560] = settr(3313,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3313,2,1552,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3313,2,1555,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3313,2,1558,0,0,"IF", 1, 2, 0);
	trans[1][1552]	= settr(3305,2,1715,970,970,"(group_intact)", 1, 2, 0); /* m: 1553 -> 1715,0 */
	reached1[1553] = 1;
	trans[1][1553]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1554]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1561]	= settr(3314,2,1715,1,0,".(goto)", 1, 2, 0);
	trans[1][1555]	= settr(3308,2,1715,971,971,"(!(group_intact))", 1, 2, 0); /* m: 1556 -> 1715,0 */
	reached1[1556] = 1;
	trans[1][1556]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1557]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][1558]	= settr(3311,2,1559,2,0,"else", 1, 2, 0);
	trans[1][1559]	= settr(3312,2,1715,972,972,"ok = 0", 1, 2, 0);
	trans[1][1562]	= settr(3315,2,1715,973,973,"(((rst[i]==6)&&(5==1)))", 1, 2, 0); /* m: 1563 -> 1715,0 */
	reached1[1563] = 1;
	trans[1][1563]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1564]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1565]	= settr(3318,2,1715,974,974,"(((rst[i]==2)&&(5==1)))", 1, 2, 0); /* m: 1566 -> 1715,0 */
	reached1[1566] = 1;
	trans[1][1566]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1567]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1568]	= settr(3321,2,1715,975,975,"(((rst[i]==1)&&(5==1)))", 1, 2, 0); /* m: 1569 -> 1715,0 */
	reached1[1569] = 1;
	trans[1][1569]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1570]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1571]	= settr(3324,2,1572,2,0,"else", 1, 2, 0);
	trans[1][1572]	= settr(3325,2,1715,976,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][1715] = settr(3468,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3468,0,1576,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1576]	= settr(3329,2,1583,977,977,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0); /* m: 1577 -> 0,1583 */
	reached1[1577] = 1;
	trans[1][1577]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][1584]	= settr(3337,2,1583,1,0,".(goto)", 1, 2, 0);
	T = trans[1][1583] = settr(3336,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(3336,2,1578,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(3336,2,1581,0,0,"DO", 1, 2, 0);
	trans[1][1578]	= settr(3331,2,1583,978,978,"((k<=(2-1)))", 1, 2, 0); /* m: 1579 -> 1583,0 */
	reached1[1579] = 1;
	trans[1][1579]	= settr(0,0,0,0,0,"assert(!(passed_in[((k*(2+1))+att)]))",0,0,0);
	trans[1][1580]	= settr(0,0,0,0,0,"k = (k+1)",0,0,0);
	trans[1][1581]	= settr(3334,2,1586,2,0,"else", 1, 2, 0);
	trans[1][1582]	= settr(3335,2,1586,1,0,"goto :b32", 1, 2, 0); /* m: 1586 -> 0,1714 */
	reached1[1586] = 1;
	trans[1][1585]	= settr(3338,2,1586,1,0,"break", 1, 2, 0);
	trans[1][1586]	= settr(3339,2,1714,979,979,"r_unc[i] = 0", 1, 2, 0); /* m: 1587 -> 0,1714 */
	reached1[1587] = 1;
	trans[1][1587]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][1714] = settr(3467,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3467,0,1588,0,0,"sub-sequence", 1, 2, 0);
	trans[1][1588]	= settr(3341,2,1712,980,980,"ok = 1", 1, 2, 0);
	T = trans[1][1712] = settr(3465,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1589,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1592,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1600,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1608,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1616,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1624,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1627,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1630,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1633,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1636,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1639,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1642,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1645,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1648,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1651,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1654,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1657,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1660,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1663,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1666,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1669,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1672,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1675,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1678,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1681,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1684,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1687,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1690,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1701,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1704,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3465,2,1707,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3465,2,1710,0,0,"IF", 1, 2, 0);
	trans[1][1589]	= settr(3342,2,1730,981,981,"(((rst[i]==7)&&(2==10)))", 1, 2, 0); /* m: 1590 -> 1730,0 */
	reached1[1590] = 1;
	trans[1][1590]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1591]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1713]	= settr(3466,2,1730,1,0,".(goto)", 1, 2, 0);
	trans[1][1592]	= settr(3345,2,1598,982,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][1598] = settr(3351,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3351,2,1593,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3351,2,1596,0,0,"IF", 1, 2, 0);
	trans[1][1593]	= settr(3346,2,1730,983,983,"(all_ranks_posted)", 1, 2, 0); /* m: 1594 -> 1730,0 */
	reached1[1594] = 1;
	trans[1][1594]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1595]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1599]	= settr(3352,2,1730,1,0,".(goto)", 1, 2, 0);
	trans[1][1596]	= settr(3349,2,1597,2,0,"else", 1, 2, 0);
	trans[1][1597]	= settr(3350,2,1730,984,984,"ok = 0", 1, 2, 0);
	trans[1][1600]	= settr(3353,2,1606,985,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][1606] = settr(3359,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3359,2,1601,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3359,2,1604,0,0,"IF", 1, 2, 0);
	trans[1][1601]	= settr(3354,2,1730,986,986,"(all_ranks_posted)", 1, 2, 0); /* m: 1602 -> 1730,0 */
	reached1[1602] = 1;
	trans[1][1602]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][1603]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][1607]	= settr(3360,2,1730,1,0,".(goto)", 1, 2, 0);
	trans[1][1604]	= settr(3357,2,1605,2,0,"else", 1, 2, 0);
	trans[1][1605]	= settr(3358,2,1730,987,987,"ok = 0", 1, 2, 0);
	trans[1][1608]	= settr(3361,2,1614,988,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][1614] = settr(3367,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3367,2,1609,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3367,2,1612,0,0,"IF", 1, 2, 0);
	trans[1][1609]	= settr(3362,2,1730,989,989,"(probe_ok)", 1, 2, 0); /* m: 1610 -> 1730,0 */
	reached1[1610] = 1;
	trans[1][1610]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][1611]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][1615]	= settr(3368,2,1730,1,0,".(goto)", 1, 2, 0);
	trans[1][1612]	= settr(3365,2,1613,2,0,"else", 1, 2, 0);
	trans[1][1613]	= settr(3366,2,1730,990,990,"ok = 0", 1, 2, 0);
	trans[1][1616]	= settr(3369,2,1622,991,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][1622] = settr(3375,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3375,2,1617,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3375,2,1620,0,0,"IF", 1, 2, 0);
	trans[1][1617]	= settr(3370,2,1730,992,992,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 1618 -> 1730,0 */
	reached1[1618] = 1;
	trans[1][1618]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][1619]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][1623]	= settr(3376,2,1730,1,0,".(goto)", 1, 2, 0);
	trans[1][1620]	= settr(3373,2,1621,2,0,"else", 1, 2, 0);
	trans[1][1621]	= settr(3374,2,1730,993,993,"ok = 0", 1, 2, 0);
	trans[1][1624]	= settr(3377,2,1730,994,994,"(((rst[i]==3)&&(2==6)))", 1, 2, 0); /* m: 1625 -> 1730,0 */
	reached1[1625] = 1;
	trans[1][1625]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][1626]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][1627]	= settr(3380,2,1730,995,995,"(((rst[i]==7)&&(2==5)))", 1, 2, 0); /* m: 1628 -> 1730,0 */
	reached1[1628] = 1;
	trans[1][1628]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1629]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1630]	= settr(3383,2,1730,996,996,"(((rst[i]==7)&&(2==4)))", 1, 2, 0); /* m: 1631 -> 1730,0 */
	reached1[1631] = 1;
	trans[1][1631]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1632]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1633]	= settr(3386,2,1730,997,997,"(((rst[i]==7)&&(2==3)))", 1, 2, 0); /* m: 1634 -> 1730,0 */
	reached1[1634] = 1;
	trans[1][1634]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1635]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1636]	= settr(3389,2,1730,998,998,"(((rst[i]==6)&&(2==5)))", 1, 2, 0); /* m: 1637 -> 1730,0 */
	reached1[1637] = 1;
	trans[1][1637]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1638]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1639]	= settr(3392,2,1730,999,999,"(((rst[i]==6)&&(2==4)))", 1, 2, 0); /* m: 1640 -> 1730,0 */
	reached1[1640] = 1;
	trans[1][1640]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1641]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1642]	= settr(3395,2,1730,1000,1000,"(((rst[i]==6)&&(2==3)))", 1, 2, 0); /* m: 1643 -> 1730,0 */
	reached1[1643] = 1;
	trans[1][1643]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1644]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1645]	= settr(3398,2,1730,1001,1001,"(((rst[i]==5)&&(2==5)))", 1, 2, 0); /* m: 1646 -> 1730,0 */
	reached1[1646] = 1;
	trans[1][1646]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1647]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1648]	= settr(3401,2,1730,1002,1002,"(((rst[i]==5)&&(2==4)))", 1, 2, 0); /* m: 1649 -> 1730,0 */
	reached1[1649] = 1;
	trans[1][1649]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1650]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1651]	= settr(3404,2,1730,1003,1003,"(((rst[i]==5)&&(2==3)))", 1, 2, 0); /* m: 1652 -> 1730,0 */
	reached1[1652] = 1;
	trans[1][1652]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1653]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1654]	= settr(3407,2,1730,1004,1004,"(((rst[i]==4)&&(2==5)))", 1, 2, 0); /* m: 1655 -> 1730,0 */
	reached1[1655] = 1;
	trans[1][1655]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1656]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1657]	= settr(3410,2,1730,1005,1005,"(((rst[i]==4)&&(2==4)))", 1, 2, 0); /* m: 1658 -> 1730,0 */
	reached1[1658] = 1;
	trans[1][1658]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1659]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1660]	= settr(3413,2,1730,1006,1006,"(((rst[i]==4)&&(2==3)))", 1, 2, 0); /* m: 1661 -> 1730,0 */
	reached1[1661] = 1;
	trans[1][1661]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1662]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1663]	= settr(3416,2,1730,1007,1007,"(((rst[i]==3)&&(2==5)))", 1, 2, 0); /* m: 1664 -> 1730,0 */
	reached1[1664] = 1;
	trans[1][1664]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1665]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1666]	= settr(3419,2,1730,1008,1008,"(((rst[i]==3)&&(2==4)))", 1, 2, 0); /* m: 1667 -> 1730,0 */
	reached1[1667] = 1;
	trans[1][1667]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1668]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1669]	= settr(3422,2,1730,1009,1009,"(((rst[i]==3)&&(2==3)))", 1, 2, 0); /* m: 1670 -> 1730,0 */
	reached1[1670] = 1;
	trans[1][1670]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1671]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1672]	= settr(3425,2,1730,1010,1010,"(((rst[i]==2)&&(2==5)))", 1, 2, 0); /* m: 1673 -> 1730,0 */
	reached1[1673] = 1;
	trans[1][1673]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1674]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1675]	= settr(3428,2,1730,1011,1011,"(((rst[i]==2)&&(2==4)))", 1, 2, 0); /* m: 1676 -> 1730,0 */
	reached1[1676] = 1;
	trans[1][1676]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1677]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1678]	= settr(3431,2,1730,1012,1012,"(((rst[i]==2)&&(2==3)))", 1, 2, 0); /* m: 1679 -> 1730,0 */
	reached1[1679] = 1;
	trans[1][1679]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1680]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1681]	= settr(3434,2,1730,1013,1013,"(((rst[i]==1)&&(2==5)))", 1, 2, 0); /* m: 1682 -> 1730,0 */
	reached1[1682] = 1;
	trans[1][1682]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1683]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][1684]	= settr(3437,2,1730,1014,1014,"(((rst[i]==1)&&(2==4)))", 1, 2, 0); /* m: 1685 -> 1730,0 */
	reached1[1685] = 1;
	trans[1][1685]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1686]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][1687]	= settr(3440,2,1730,1015,1015,"(((rst[i]==1)&&(2==3)))", 1, 2, 0); /* m: 1688 -> 1730,0 */
	reached1[1688] = 1;
	trans[1][1688]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][1689]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][1690]	= settr(3443,2,1699,1016,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][1699] = settr(3452,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3452,2,1691,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3452,2,1694,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3452,2,1697,0,0,"IF", 1, 2, 0);
	trans[1][1691]	= settr(3444,2,1730,1017,1017,"(group_intact)", 1, 2, 0); /* m: 1692 -> 1730,0 */
	reached1[1692] = 1;
	trans[1][1692]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][1693]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][1700]	= settr(3453,2,1730,1,0,".(goto)", 1, 2, 0);
	trans[1][1694]	= settr(3447,2,1730,1018,1018,"(!(group_intact))", 1, 2, 0); /* m: 1695 -> 1730,0 */
	reached1[1695] = 1;
	trans[1][1695]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1696]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][1697]	= settr(3450,2,1698,2,0,"else", 1, 2, 0);
	trans[1][1698]	= settr(3451,2,1730,1019,1019,"ok = 0", 1, 2, 0);
	trans[1][1701]	= settr(3454,2,1730,1020,1020,"(((rst[i]==6)&&(2==1)))", 1, 2, 0); /* m: 1702 -> 1730,0 */
	reached1[1702] = 1;
	trans[1][1702]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1703]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1704]	= settr(3457,2,1730,1021,1021,"(((rst[i]==2)&&(2==1)))", 1, 2, 0); /* m: 1705 -> 1730,0 */
	reached1[1705] = 1;
	trans[1][1705]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1706]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1707]	= settr(3460,2,1730,1022,1022,"(((rst[i]==1)&&(2==1)))", 1, 2, 0); /* m: 1708 -> 1730,0 */
	reached1[1708] = 1;
	trans[1][1708]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][1709]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][1710]	= settr(3463,2,1711,2,0,"else", 1, 2, 0);
	trans[1][1711]	= settr(3464,2,1730,1023,0,"assert(0)", 1, 2, 0);
	T = trans[1][1730] = settr(3483,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3483,2,1716,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3483,2,1728,0,0,"IF", 1, 2, 0);
	trans[1][1716]	= settr(3469,2,1727,1,0,"(1)", 1, 2, 0);
	T = trans[ 1][1727] = settr(3480,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3480,0,1725,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][1725] = settr(3478,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3478,2,1717,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3478,2,1719,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3478,2,1723,0,0,"IF", 1, 2, 0);
	trans[1][1717]	= settr(3470,2,1718,1024,0,"(full(up))", 1, 1505, 0);
	trans[1][1718]	= settr(3471,0,2046,1025,1025,"(1)", 1, 2, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1726]	= settr(3479,2,1733,1,0,".(goto)", 1, 2, 0); /* m: 1733 -> 0,2046 */
	reached1[1733] = 1;
	trans[1][1719]	= settr(3472,0,2046,1026,1026,"((faults<2))", 1, 2, 0); /* m: 1720 -> 2046,0 */
	reached1[1720] = 1;
	trans[1][1720]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][1721]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][1722]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][1723]	= settr(3476,2,1724,1027,0,"(nfull(up))", 1, 5, 0);
	trans[1][1724]	= settr(3477,0,2046,1028,1028,"up!3,i,a,0", 1, 5, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1731]	= settr(3484,2,1733,1,0,".(goto)", 1, 2, 0); /* m: 1733 -> 0,2046 */
	reached1[1733] = 1;
	trans[1][1728]	= settr(3481,2,1729,2,0,"else", 1, 2, 0);
	trans[1][1729]	= settr(3482,0,2046,1029,1029,"(1)", 1, 2, 0); /* m: 1733 -> 2046,0 */
	reached1[1733] = 1;
	trans[1][1760]	= settr(3513,0,2046,1030,1030,".(goto)", 1, 2, 0);
	trans[1][1735]	= settr(3488,2,1746,1031,0,"((((a==att)&&(rst[i]==2))&&(applied_att[i]==a)))", 1, 2, 0);
	T = trans[ 1][1746] = settr(3499,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3499,0,1744,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][1744] = settr(3497,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3497,2,1736,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3497,2,1738,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3497,2,1742,0,0,"IF", 1, 2, 0);
	trans[1][1736]	= settr(3489,2,1737,1032,0,"(full(up))", 1, 1505, 0);
	trans[1][1737]	= settr(3490,0,2046,1033,1033,"(1)", 1, 2, 0); /* m: 1745 -> 2046,0 */
	reached1[1745] = 1;
	trans[1][1745]	= settr(3498,0,2046,1034,1034,".(goto)", 1, 2, 0); /* m: 1760 -> 0,2046 */
	reached1[1760] = 1;
	trans[1][1738]	= settr(3491,0,2046,1035,1035,"((faults<2))", 1, 2, 0); /* m: 1739 -> 2046,0 */
	reached1[1739] = 1;
	trans[1][1739]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][1740]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][1741]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][1742]	= settr(3495,2,1743,1036,0,"(nfull(up))", 1, 5, 0);
	trans[1][1743]	= settr(3496,0,2046,1037,1037,"up!3,i,a,1", 1, 5, 0); /* m: 1745 -> 2046,0 */
	reached1[1745] = 1;
	trans[1][1747]	= settr(3500,2,1758,2,0,"else", 1, 2, 0);
	T = trans[ 1][1758] = settr(3511,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(3511,0,1756,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][1756] = settr(3509,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3509,2,1748,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(3509,2,1750,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(3509,2,1754,0,0,"IF", 1, 2, 0);
	trans[1][1748]	= settr(3501,2,1749,1038,0,"(full(up))", 1, 1505, 0);
	trans[1][1749]	= settr(3502,0,2046,1039,1039,"(1)", 1, 2, 0); /* m: 1757 -> 2046,0 */
	reached1[1757] = 1;
	trans[1][1757]	= settr(3510,0,2046,1040,1040,".(goto)", 1, 2, 0); /* m: 1760 -> 0,2046 */
	reached1[1760] = 1;
	trans[1][1750]	= settr(3503,0,2046,1041,1041,"((faults<2))", 1, 2, 0); /* m: 1751 -> 2046,0 */
	reached1[1751] = 1;
	trans[1][1751]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][1752]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][1753]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][1754]	= settr(3507,2,1755,1042,0,"(nfull(up))", 1, 5, 0);
	trans[1][1755]	= settr(3508,0,2046,1043,1043,"up!3,i,a,0", 1, 5, 0); /* m: 1757 -> 2046,0 */
	reached1[1757] = 1;
	trans[1][1762]	= settr(3515,0,1763,1044,1044,"((m==8))", 0, 2, 0);
	trans[1][1763]	= settr(3516,0,2034,1045,0,"assert(!(((a==att)&&(rst[i]==2))))", 1, 2, 0);
	T = trans[1][2034] = settr(3787,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3787,0,1764,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3787,0,2032,0,0,"IF", 0, 2, 0);
	trans[1][1764]	= settr(3517,0,1891,1046,1046,"(((a==att)&&((rst[i]==5)||(rst[i]==4))))", 1, 2, 0);
	T = trans[ 1][1891] = settr(3644,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(3644,0,1765,0,0,"sub-sequence", 0, 2, 0);
	trans[1][1765]	= settr(3518,0,1889,1047,1047,"ok = 1", 0, 2, 0);
	T = trans[1][1889] = settr(3642,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1766,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1769,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1777,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1785,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1793,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1801,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1804,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1807,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1810,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1813,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1816,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1819,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1822,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1825,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1828,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1831,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1834,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1837,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1840,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1843,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1846,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1849,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1852,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1855,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1858,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1861,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1864,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1867,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1878,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1881,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3642,0,1884,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3642,0,1887,0,0,"IF", 0, 2, 0);
	trans[1][1766]	= settr(3519,0,1767,1048,0,"(((rst[i]==7)&&(3==10)))", 1, 2, 0);
	trans[1][1767]	= settr(3520,0,1768,1049,1049,"rst[i] = 6", 1, 2, 0);
	trans[1][1768]	= settr(3521,0,2031,1050,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][1890]	= settr(3643,0,2031,1,0,".(goto)", 0, 2, 0);
	trans[1][1769]	= settr(3522,0,1775,1051,0,"(((rst[i]==6)&&(3==9)))", 1, 2, 0);
	T = trans[1][1775] = settr(3528,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3528,0,1770,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3528,0,1773,0,0,"IF", 0, 2, 0);
	trans[1][1770]	= settr(3523,0,1771,1052,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][1771]	= settr(3524,0,1772,1053,1053,"rst[i] = 5", 1, 2, 0);
	trans[1][1772]	= settr(3525,0,2031,1054,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][1776]	= settr(3529,0,2031,1,0,".(goto)", 0, 2, 0);
	trans[1][1773]	= settr(3526,0,1774,2,0,"else", 0, 2, 0);
	trans[1][1774]	= settr(3527,0,2031,1055,1055,"ok = 0", 0, 2, 0);
	trans[1][1777]	= settr(3530,0,1783,1056,0,"(((rst[i]==2)&&(3==9)))", 1, 2, 0);
	T = trans[1][1783] = settr(3536,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3536,0,1778,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3536,0,1781,0,0,"IF", 0, 2, 0);
	trans[1][1778]	= settr(3531,0,1779,1057,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][1779]	= settr(3532,0,1780,1058,1058,"rst[i] = 5", 1, 2, 0);
	trans[1][1780]	= settr(3533,0,2031,1059,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][1784]	= settr(3537,0,2031,1,0,".(goto)", 0, 2, 0);
	trans[1][1781]	= settr(3534,0,1782,2,0,"else", 0, 2, 0);
	trans[1][1782]	= settr(3535,0,2031,1060,1060,"ok = 0", 0, 2, 0);
	trans[1][1785]	= settr(3538,0,1791,1061,0,"(((rst[i]==5)&&(3==8)))", 1, 2, 0);
	T = trans[1][1791] = settr(3544,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3544,0,1786,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3544,0,1789,0,0,"IF", 0, 2, 0);
	trans[1][1786]	= settr(3539,0,1787,1062,0,"(probe_ok)", 0, 2, 0);
	trans[1][1787]	= settr(3540,0,1788,1063,1063,"rst[i] = 4", 1, 2, 0);
	trans[1][1788]	= settr(3541,0,2031,1064,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][1792]	= settr(3545,0,2031,1,0,".(goto)", 0, 2, 0);
	trans[1][1789]	= settr(3542,0,1790,2,0,"else", 0, 2, 0);
	trans[1][1790]	= settr(3543,0,2031,1065,1065,"ok = 0", 0, 2, 0);
	trans[1][1793]	= settr(3546,0,1799,1066,0,"(((rst[i]==4)&&(3==7)))", 1, 2, 0);
	T = trans[1][1799] = settr(3552,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3552,0,1794,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3552,0,1797,0,0,"IF", 0, 2, 0);
	trans[1][1794]	= settr(3547,0,1795,1067,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][1795]	= settr(3548,0,1796,1068,1068,"rst[i] = 3", 1, 2, 0);
	trans[1][1796]	= settr(3549,0,2031,1069,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][1800]	= settr(3553,0,2031,1,0,".(goto)", 0, 2, 0);
	trans[1][1797]	= settr(3550,0,1798,2,0,"else", 0, 2, 0);
	trans[1][1798]	= settr(3551,0,2031,1070,1070,"ok = 0", 0, 2, 0);
	trans[1][1801]	= settr(3554,0,1802,1071,0,"(((rst[i]==3)&&(3==6)))", 1, 2, 0);
	trans[1][1802]	= settr(3555,0,1803,1072,1072,"rst[i] = 2", 1, 2, 0);
	trans[1][1803]	= settr(3556,0,2031,1073,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][1804]	= settr(3557,0,1805,1074,0,"(((rst[i]==7)&&(3==5)))", 1, 2, 0);
	trans[1][1805]	= settr(3558,0,1806,1075,1075,"rst[i] = 1", 1, 2, 0);
	trans[1][1806]	= settr(3559,0,2031,1076,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1807]	= settr(3560,0,1808,1077,0,"(((rst[i]==7)&&(3==4)))", 1, 2, 0);
	trans[1][1808]	= settr(3561,0,1809,1078,1078,"rst[i] = 1", 1, 2, 0);
	trans[1][1809]	= settr(3562,0,2031,1079,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1810]	= settr(3563,0,1811,1080,0,"(((rst[i]==7)&&(3==3)))", 1, 2, 0);
	trans[1][1811]	= settr(3564,0,1812,1081,1081,"rst[i] = 1", 1, 2, 0);
	trans[1][1812]	= settr(3565,0,2031,1082,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1813]	= settr(3566,0,1814,1083,0,"(((rst[i]==6)&&(3==5)))", 1, 2, 0);
	trans[1][1814]	= settr(3567,0,1815,1084,1084,"rst[i] = 1", 1, 2, 0);
	trans[1][1815]	= settr(3568,0,2031,1085,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1816]	= settr(3569,0,1817,1086,0,"(((rst[i]==6)&&(3==4)))", 1, 2, 0);
	trans[1][1817]	= settr(3570,0,1818,1087,1087,"rst[i] = 1", 1, 2, 0);
	trans[1][1818]	= settr(3571,0,2031,1088,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1819]	= settr(3572,0,1820,1089,0,"(((rst[i]==6)&&(3==3)))", 1, 2, 0);
	trans[1][1820]	= settr(3573,0,1821,1090,1090,"rst[i] = 1", 1, 2, 0);
	trans[1][1821]	= settr(3574,0,2031,1091,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1822]	= settr(3575,0,1823,1092,0,"(((rst[i]==5)&&(3==5)))", 1, 2, 0);
	trans[1][1823]	= settr(3576,0,1824,1093,1093,"rst[i] = 1", 1, 2, 0);
	trans[1][1824]	= settr(3577,0,2031,1094,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1825]	= settr(3578,0,1826,1095,0,"(((rst[i]==5)&&(3==4)))", 1, 2, 0);
	trans[1][1826]	= settr(3579,0,1827,1096,1096,"rst[i] = 1", 1, 2, 0);
	trans[1][1827]	= settr(3580,0,2031,1097,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1828]	= settr(3581,0,1829,1098,0,"(((rst[i]==5)&&(3==3)))", 1, 2, 0);
	trans[1][1829]	= settr(3582,0,1830,1099,1099,"rst[i] = 1", 1, 2, 0);
	trans[1][1830]	= settr(3583,0,2031,1100,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1831]	= settr(3584,0,1832,1101,0,"(((rst[i]==4)&&(3==5)))", 1, 2, 0);
	trans[1][1832]	= settr(3585,0,1833,1102,1102,"rst[i] = 1", 1, 2, 0);
	trans[1][1833]	= settr(3586,0,2031,1103,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1834]	= settr(3587,0,1835,1104,0,"(((rst[i]==4)&&(3==4)))", 1, 2, 0);
	trans[1][1835]	= settr(3588,0,1836,1105,1105,"rst[i] = 1", 1, 2, 0);
	trans[1][1836]	= settr(3589,0,2031,1106,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1837]	= settr(3590,0,1838,1107,0,"(((rst[i]==4)&&(3==3)))", 1, 2, 0);
	trans[1][1838]	= settr(3591,0,1839,1108,1108,"rst[i] = 1", 1, 2, 0);
	trans[1][1839]	= settr(3592,0,2031,1109,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1840]	= settr(3593,0,1841,1110,0,"(((rst[i]==3)&&(3==5)))", 1, 2, 0);
	trans[1][1841]	= settr(3594,0,1842,1111,1111,"rst[i] = 1", 1, 2, 0);
	trans[1][1842]	= settr(3595,0,2031,1112,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1843]	= settr(3596,0,1844,1113,0,"(((rst[i]==3)&&(3==4)))", 1, 2, 0);
	trans[1][1844]	= settr(3597,0,1845,1114,1114,"rst[i] = 1", 1, 2, 0);
	trans[1][1845]	= settr(3598,0,2031,1115,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1846]	= settr(3599,0,1847,1116,0,"(((rst[i]==3)&&(3==3)))", 1, 2, 0);
	trans[1][1847]	= settr(3600,0,1848,1117,1117,"rst[i] = 1", 1, 2, 0);
	trans[1][1848]	= settr(3601,0,2031,1118,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1849]	= settr(3602,0,1850,1119,0,"(((rst[i]==2)&&(3==5)))", 1, 2, 0);
	trans[1][1850]	= settr(3603,0,1851,1120,1120,"rst[i] = 1", 1, 2, 0);
	trans[1][1851]	= settr(3604,0,2031,1121,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1852]	= settr(3605,0,1853,1122,0,"(((rst[i]==2)&&(3==4)))", 1, 2, 0);
	trans[1][1853]	= settr(3606,0,1854,1123,1123,"rst[i] = 1", 1, 2, 0);
	trans[1][1854]	= settr(3607,0,2031,1124,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1855]	= settr(3608,0,1856,1125,0,"(((rst[i]==2)&&(3==3)))", 1, 2, 0);
	trans[1][1856]	= settr(3609,0,1857,1126,1126,"rst[i] = 1", 1, 2, 0);
	trans[1][1857]	= settr(3610,0,2031,1127,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1858]	= settr(3611,0,1859,1128,0,"(((rst[i]==1)&&(3==5)))", 1, 2, 0);
	trans[1][1859]	= settr(3612,0,1860,1129,1129,"rst[i] = 1", 1, 2, 0);
	trans[1][1860]	= settr(3613,0,2031,1130,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1861]	= settr(3614,0,1862,1131,0,"(((rst[i]==1)&&(3==4)))", 1, 2, 0);
	trans[1][1862]	= settr(3615,0,1863,1132,1132,"rst[i] = 1", 1, 2, 0);
	trans[1][1863]	= settr(3616,0,2031,1133,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1864]	= settr(3617,0,1865,1134,0,"(((rst[i]==1)&&(3==3)))", 1, 2, 0);
	trans[1][1865]	= settr(3618,0,1866,1135,1135,"rst[i] = 1", 1, 2, 0);
	trans[1][1866]	= settr(3619,0,2031,1136,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1867]	= settr(3620,0,1876,1137,0,"(((rst[i]==1)&&(3==2)))", 1, 2, 0);
	T = trans[1][1876] = settr(3629,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3629,0,1868,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3629,0,1871,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3629,0,1874,0,0,"IF", 0, 2, 0);
	trans[1][1868]	= settr(3621,0,1869,1138,1138,"(group_intact)", 0, 2, 0);
	trans[1][1869]	= settr(3622,0,1870,1139,1139,"rst[i] = 6", 1, 2, 0);
	trans[1][1870]	= settr(3623,0,2031,1140,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][1877]	= settr(3630,0,2031,1,0,".(goto)", 0, 2, 0);
	trans[1][1871]	= settr(3624,0,1872,1141,1141,"(!(group_intact))", 0, 2, 0);
	trans[1][1872]	= settr(3625,0,1873,1142,1142,"rst[i] = 7", 1, 2, 0);
	trans[1][1873]	= settr(3626,0,2031,1143,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][1874]	= settr(3627,0,1875,2,0,"else", 0, 2, 0);
	trans[1][1875]	= settr(3628,0,2031,1144,1144,"ok = 0", 0, 2, 0);
	trans[1][1878]	= settr(3631,0,1879,1145,0,"(((rst[i]==6)&&(3==1)))", 1, 2, 0);
	trans[1][1879]	= settr(3632,0,1880,1146,1146,"rst[i] = 7", 1, 2, 0);
	trans[1][1880]	= settr(3633,0,2031,1147,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][1881]	= settr(3634,0,1882,1148,0,"(((rst[i]==2)&&(3==1)))", 1, 2, 0);
	trans[1][1882]	= settr(3635,0,1883,1149,1149,"rst[i] = 7", 1, 2, 0);
	trans[1][1883]	= settr(3636,0,2031,1150,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][1884]	= settr(3637,0,1885,1151,0,"(((rst[i]==1)&&(3==1)))", 1, 2, 0);
	trans[1][1885]	= settr(3638,0,1886,1152,1152,"rst[i] = 7", 1, 2, 0);
	trans[1][1886]	= settr(3639,0,2031,1153,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][1887]	= settr(3640,0,1888,2,0,"else", 0, 2, 0);
	trans[1][1888]	= settr(3641,0,2031,1154,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][2031] = settr(3784,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(3784,0,1892,0,0,"sub-sequence", 0, 2, 0);
	trans[1][1892]	= settr(3645,0,1893,1155,1155,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0);
	trans[1][1893]	= settr(3646,0,1899,1156,1156,"k = 0", 0, 2, 0);
	trans[1][1900]	= settr(3653,0,1899,1,0,".(goto)", 0, 2, 0);
	T = trans[1][1899] = settr(3652,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(3652,0,1894,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(3652,0,1897,0,0,"DO", 0, 2, 0);
	trans[1][1894]	= settr(3647,0,1895,1157,0,"((k<=(2-1)))", 0, 2, 0);
	trans[1][1895]	= settr(3648,0,1896,1158,0,"assert(!(passed_in[((k*(2+1))+att)]))", 1, 2, 0);
	trans[1][1896]	= settr(3649,0,1899,1159,1159,"k = (k+1)", 0, 2, 0);
	trans[1][1897]	= settr(3650,0,1902,2,0,"else", 0, 2, 0);
	trans[1][1898]	= settr(3651,0,1902,1,0,"goto :b33", 0, 2, 0);
	trans[1][1901]	= settr(3654,0,1902,1,0,"break", 0, 2, 0);
	trans[1][1902]	= settr(3655,0,1903,1160,1160,"r_unc[i] = 0", 1, 2, 0);
	trans[1][1903]	= settr(3656,0,2030,1161,1161,"group_intact = 0", 0, 2, 0);
	T = trans[ 1][2030] = settr(3783,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(3783,0,1904,0,0,"sub-sequence", 0, 2, 0);
	trans[1][1904]	= settr(3657,0,2028,1162,1162,"ok = 1", 0, 2, 0);
	T = trans[1][2028] = settr(3781,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1905,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1908,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1916,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1924,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1932,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1940,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1943,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1946,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1949,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1952,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1955,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1958,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1961,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1964,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1967,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1970,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1973,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1976,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1979,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1982,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1985,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1988,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1991,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1994,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,1997,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,2000,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,2003,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,2006,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,2017,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,2020,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3781,0,2023,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3781,0,2026,0,0,"IF", 0, 2, 0);
	trans[1][1905]	= settr(3658,0,1906,1163,0,"(((rst[i]==7)&&(2==10)))", 1, 2, 0);
	trans[1][1906]	= settr(3659,0,1907,1164,1164,"rst[i] = 6", 1, 2, 0);
	trans[1][1907]	= settr(3660,0,2046,1165,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2029]	= settr(3782,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][1908]	= settr(3661,0,1914,1166,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][1914] = settr(3667,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3667,0,1909,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3667,0,1912,0,0,"IF", 0, 2, 0);
	trans[1][1909]	= settr(3662,0,1910,1167,1167,"(all_ranks_posted)", 0, 2, 0);
	trans[1][1910]	= settr(3663,0,1911,1168,1168,"rst[i] = 5", 1, 2, 0);
	trans[1][1911]	= settr(3664,0,2046,1169,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][1915]	= settr(3668,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][1912]	= settr(3665,0,1913,2,0,"else", 0, 2, 0);
	trans[1][1913]	= settr(3666,0,2046,1170,1170,"ok = 0", 0, 2, 0);
	trans[1][1916]	= settr(3669,0,1922,1171,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][1922] = settr(3675,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3675,0,1917,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3675,0,1920,0,0,"IF", 0, 2, 0);
	trans[1][1917]	= settr(3670,0,1918,1172,1172,"(all_ranks_posted)", 0, 2, 0);
	trans[1][1918]	= settr(3671,0,1919,1173,1173,"rst[i] = 5", 1, 2, 0);
	trans[1][1919]	= settr(3672,0,2046,1174,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][1923]	= settr(3676,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][1920]	= settr(3673,0,1921,2,0,"else", 0, 2, 0);
	trans[1][1921]	= settr(3674,0,2046,1175,1175,"ok = 0", 0, 2, 0);
	trans[1][1924]	= settr(3677,0,1930,1176,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][1930] = settr(3683,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3683,0,1925,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3683,0,1928,0,0,"IF", 0, 2, 0);
	trans[1][1925]	= settr(3678,0,1926,1177,0,"(probe_ok)", 0, 2, 0);
	trans[1][1926]	= settr(3679,0,1927,1178,1178,"rst[i] = 4", 1, 2, 0);
	trans[1][1927]	= settr(3680,0,2046,1179,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][1931]	= settr(3684,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][1928]	= settr(3681,0,1929,2,0,"else", 0, 2, 0);
	trans[1][1929]	= settr(3682,0,2046,1180,1180,"ok = 0", 0, 2, 0);
	trans[1][1932]	= settr(3685,0,1938,1181,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][1938] = settr(3691,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3691,0,1933,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3691,0,1936,0,0,"IF", 0, 2, 0);
	trans[1][1933]	= settr(3686,0,1934,1182,1182,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][1934]	= settr(3687,0,1935,1183,1183,"rst[i] = 3", 1, 2, 0);
	trans[1][1935]	= settr(3688,0,2046,1184,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][1939]	= settr(3692,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][1936]	= settr(3689,0,1937,2,0,"else", 0, 2, 0);
	trans[1][1937]	= settr(3690,0,2046,1185,1185,"ok = 0", 0, 2, 0);
	trans[1][1940]	= settr(3693,0,1941,1186,0,"(((rst[i]==3)&&(2==6)))", 1, 2, 0);
	trans[1][1941]	= settr(3694,0,1942,1187,1187,"rst[i] = 2", 1, 2, 0);
	trans[1][1942]	= settr(3695,0,2046,1188,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][1943]	= settr(3696,0,1944,1189,0,"(((rst[i]==7)&&(2==5)))", 1, 2, 0);
	trans[1][1944]	= settr(3697,0,1945,1190,1190,"rst[i] = 1", 1, 2, 0);
	trans[1][1945]	= settr(3698,0,2046,1191,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1946]	= settr(3699,0,1947,1192,0,"(((rst[i]==7)&&(2==4)))", 1, 2, 0);
	trans[1][1947]	= settr(3700,0,1948,1193,1193,"rst[i] = 1", 1, 2, 0);
	trans[1][1948]	= settr(3701,0,2046,1194,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1949]	= settr(3702,0,1950,1195,0,"(((rst[i]==7)&&(2==3)))", 1, 2, 0);
	trans[1][1950]	= settr(3703,0,1951,1196,1196,"rst[i] = 1", 1, 2, 0);
	trans[1][1951]	= settr(3704,0,2046,1197,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1952]	= settr(3705,0,1953,1198,0,"(((rst[i]==6)&&(2==5)))", 1, 2, 0);
	trans[1][1953]	= settr(3706,0,1954,1199,1199,"rst[i] = 1", 1, 2, 0);
	trans[1][1954]	= settr(3707,0,2046,1200,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1955]	= settr(3708,0,1956,1201,0,"(((rst[i]==6)&&(2==4)))", 1, 2, 0);
	trans[1][1956]	= settr(3709,0,1957,1202,1202,"rst[i] = 1", 1, 2, 0);
	trans[1][1957]	= settr(3710,0,2046,1203,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1958]	= settr(3711,0,1959,1204,0,"(((rst[i]==6)&&(2==3)))", 1, 2, 0);
	trans[1][1959]	= settr(3712,0,1960,1205,1205,"rst[i] = 1", 1, 2, 0);
	trans[1][1960]	= settr(3713,0,2046,1206,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1961]	= settr(3714,0,1962,1207,0,"(((rst[i]==5)&&(2==5)))", 1, 2, 0);
	trans[1][1962]	= settr(3715,0,1963,1208,1208,"rst[i] = 1", 1, 2, 0);
	trans[1][1963]	= settr(3716,0,2046,1209,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1964]	= settr(3717,0,1965,1210,0,"(((rst[i]==5)&&(2==4)))", 1, 2, 0);
	trans[1][1965]	= settr(3718,0,1966,1211,1211,"rst[i] = 1", 1, 2, 0);
	trans[1][1966]	= settr(3719,0,2046,1212,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1967]	= settr(3720,0,1968,1213,0,"(((rst[i]==5)&&(2==3)))", 1, 2, 0);
	trans[1][1968]	= settr(3721,0,1969,1214,1214,"rst[i] = 1", 1, 2, 0);
	trans[1][1969]	= settr(3722,0,2046,1215,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1970]	= settr(3723,0,1971,1216,0,"(((rst[i]==4)&&(2==5)))", 1, 2, 0);
	trans[1][1971]	= settr(3724,0,1972,1217,1217,"rst[i] = 1", 1, 2, 0);
	trans[1][1972]	= settr(3725,0,2046,1218,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1973]	= settr(3726,0,1974,1219,0,"(((rst[i]==4)&&(2==4)))", 1, 2, 0);
	trans[1][1974]	= settr(3727,0,1975,1220,1220,"rst[i] = 1", 1, 2, 0);
	trans[1][1975]	= settr(3728,0,2046,1221,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1976]	= settr(3729,0,1977,1222,0,"(((rst[i]==4)&&(2==3)))", 1, 2, 0);
	trans[1][1977]	= settr(3730,0,1978,1223,1223,"rst[i] = 1", 1, 2, 0);
	trans[1][1978]	= settr(3731,0,2046,1224,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1979]	= settr(3732,0,1980,1225,0,"(((rst[i]==3)&&(2==5)))", 1, 2, 0);
	trans[1][1980]	= settr(3733,0,1981,1226,1226,"rst[i] = 1", 1, 2, 0);
	trans[1][1981]	= settr(3734,0,2046,1227,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1982]	= settr(3735,0,1983,1228,0,"(((rst[i]==3)&&(2==4)))", 1, 2, 0);
	trans[1][1983]	= settr(3736,0,1984,1229,1229,"rst[i] = 1", 1, 2, 0);
	trans[1][1984]	= settr(3737,0,2046,1230,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1985]	= settr(3738,0,1986,1231,0,"(((rst[i]==3)&&(2==3)))", 1, 2, 0);
	trans[1][1986]	= settr(3739,0,1987,1232,1232,"rst[i] = 1", 1, 2, 0);
	trans[1][1987]	= settr(3740,0,2046,1233,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1988]	= settr(3741,0,1989,1234,0,"(((rst[i]==2)&&(2==5)))", 1, 2, 0);
	trans[1][1989]	= settr(3742,0,1990,1235,1235,"rst[i] = 1", 1, 2, 0);
	trans[1][1990]	= settr(3743,0,2046,1236,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1991]	= settr(3744,0,1992,1237,0,"(((rst[i]==2)&&(2==4)))", 1, 2, 0);
	trans[1][1992]	= settr(3745,0,1993,1238,1238,"rst[i] = 1", 1, 2, 0);
	trans[1][1993]	= settr(3746,0,2046,1239,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1994]	= settr(3747,0,1995,1240,0,"(((rst[i]==2)&&(2==3)))", 1, 2, 0);
	trans[1][1995]	= settr(3748,0,1996,1241,1241,"rst[i] = 1", 1, 2, 0);
	trans[1][1996]	= settr(3749,0,2046,1242,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][1997]	= settr(3750,0,1998,1243,0,"(((rst[i]==1)&&(2==5)))", 1, 2, 0);
	trans[1][1998]	= settr(3751,0,1999,1244,1244,"rst[i] = 1", 1, 2, 0);
	trans[1][1999]	= settr(3752,0,2046,1245,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2000]	= settr(3753,0,2001,1246,0,"(((rst[i]==1)&&(2==4)))", 1, 2, 0);
	trans[1][2001]	= settr(3754,0,2002,1247,1247,"rst[i] = 1", 1, 2, 0);
	trans[1][2002]	= settr(3755,0,2046,1248,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2003]	= settr(3756,0,2004,1249,0,"(((rst[i]==1)&&(2==3)))", 1, 2, 0);
	trans[1][2004]	= settr(3757,0,2005,1250,1250,"rst[i] = 1", 1, 2, 0);
	trans[1][2005]	= settr(3758,0,2046,1251,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2006]	= settr(3759,0,2015,1252,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][2015] = settr(3768,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3768,0,2007,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3768,0,2010,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3768,0,2013,0,0,"IF", 0, 2, 0);
	trans[1][2007]	= settr(3760,0,2008,1253,1253,"(group_intact)", 0, 2, 0);
	trans[1][2008]	= settr(3761,0,2009,1254,1254,"rst[i] = 6", 1, 2, 0);
	trans[1][2009]	= settr(3762,0,2046,1255,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2016]	= settr(3769,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][2010]	= settr(3763,0,2011,1256,1256,"(!(group_intact))", 0, 2, 0);
	trans[1][2011]	= settr(3764,0,2012,1257,1257,"rst[i] = 7", 1, 2, 0);
	trans[1][2012]	= settr(3765,0,2046,1258,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2013]	= settr(3766,0,2014,2,0,"else", 0, 2, 0);
	trans[1][2014]	= settr(3767,0,2046,1259,1259,"ok = 0", 0, 2, 0);
	trans[1][2017]	= settr(3770,0,2018,1260,0,"(((rst[i]==6)&&(2==1)))", 1, 2, 0);
	trans[1][2018]	= settr(3771,0,2019,1261,1261,"rst[i] = 7", 1, 2, 0);
	trans[1][2019]	= settr(3772,0,2046,1262,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2020]	= settr(3773,0,2021,1263,0,"(((rst[i]==2)&&(2==1)))", 1, 2, 0);
	trans[1][2021]	= settr(3774,0,2022,1264,1264,"rst[i] = 7", 1, 2, 0);
	trans[1][2022]	= settr(3775,0,2046,1265,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2023]	= settr(3776,0,2024,1266,0,"(((rst[i]==1)&&(2==1)))", 1, 2, 0);
	trans[1][2024]	= settr(3777,0,2025,1267,1267,"rst[i] = 7", 1, 2, 0);
	trans[1][2025]	= settr(3778,0,2046,1268,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2026]	= settr(3779,0,2027,2,0,"else", 0, 2, 0);
	trans[1][2027]	= settr(3780,0,2046,1269,0,"assert(0)", 0, 2, 0);
	trans[1][2035]	= settr(3788,0,2046,1,0,".(goto)", 0, 2, 0);
	trans[1][2032]	= settr(3785,0,2033,2,0,"else", 0, 2, 0);
	trans[1][2033]	= settr(3786,0,2046,1,0,"(1)", 0, 2, 0);
	T = trans[ 1][2046] = settr(3799,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(3799,0,2038,0,0,"sub-sequence", 0, 2, 0);
	trans[1][2038]	= settr(3791,0,5375,1270,1270,"m = 0", 0, 2, 0); /* m: 2039 -> 0,5375 */
	reached1[2039] = 1;
	trans[1][2039]	= settr(0,0,0,0,0,"a = 0",0,0,0);
	trans[1][2040]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][2041]	= settr(0,0,0,0,0,"ok = 0",0,0,0);
	trans[1][2042]	= settr(0,0,0,0,0,"all_ranks_posted = 0",0,0,0);
	trans[1][2043]	= settr(0,0,0,0,0,"all_buckets_received = 0",0,0,0);
	trans[1][2044]	= settr(0,0,0,0,0,"all_buckets_confirmed = 0",0,0,0);
	trans[1][2045]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	trans[1][2047]	= settr(3800,0,3356,1271,1271,"dat[i]?m,a", 1, 504, 0);
	T = trans[1][3356] = settr(5109,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5109,0,2048,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5109,0,2477,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5109,0,2479,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5109,0,3353,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5109,0,3354,0,0,"IF", 0, 2, 0);
	trans[1][2048]	= settr(3801,0,2054,1272,1272,"((((m==7)&&(a==att))&&(rst[i]==5)))", 1, 2, 0);
	T = trans[1][2054] = settr(3807,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3807,0,2049,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3807,0,2050,0,0,"IF", 0, 2, 0);
	trans[1][2049]	= settr(3802,0,2182,1273,1273,"probe_ok = 1", 0, 2, 0);
	trans[1][2055]	= settr(3808,0,2182,1,0,".(goto)", 0, 2, 0);
	trans[1][2050]	= settr(3803,0,2051,1274,0,"((faults<2))", 1, 2, 0);
	trans[1][2051]	= settr(3804,0,2052,1275,1275,"faults = (faults+1)", 1, 2, 0);
	trans[1][2052]	= settr(3805,0,2182,1276,1276,"probe_ok = 0", 0, 2, 0); /* m: 2053 -> 0,2182 */
	reached1[2053] = 1;
	trans[1][2053]	= settr(0,0,0,0,0,"printf('fault: receiver %d: its manifest differs\\n',i)",0,0,0);
	T = trans[ 1][2182] = settr(3935,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(3935,0,2056,0,0,"sub-sequence", 0, 2, 0);
	trans[1][2056]	= settr(3809,0,2180,1277,1277,"ok = 1", 0, 2, 0);
	T = trans[1][2180] = settr(3933,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2057,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2060,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2068,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2076,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2084,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2092,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2095,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2098,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2101,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2104,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2107,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2110,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2113,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2116,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2119,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2122,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2125,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2128,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2131,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2134,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2137,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2140,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2143,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2146,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2149,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2152,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2155,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2158,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2169,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2172,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3933,0,2175,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3933,0,2178,0,0,"IF", 0, 2, 0);
	trans[1][2057]	= settr(3810,0,2058,1278,0,"(((rst[i]==7)&&(8==10)))", 1, 2, 0);
	trans[1][2058]	= settr(3811,0,2059,1279,1279,"rst[i] = 6", 1, 2, 0);
	trans[1][2059]	= settr(3812,0,2475,1280,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2181]	= settr(3934,0,2475,1,0,".(goto)", 0, 2, 0);
	trans[1][2060]	= settr(3813,0,2066,1281,0,"(((rst[i]==6)&&(8==9)))", 1, 2, 0);
	T = trans[1][2066] = settr(3819,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3819,0,2061,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3819,0,2064,0,0,"IF", 0, 2, 0);
	trans[1][2061]	= settr(3814,0,2062,1282,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][2062]	= settr(3815,0,2063,1283,1283,"rst[i] = 5", 1, 2, 0);
	trans[1][2063]	= settr(3816,0,2475,1284,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][2067]	= settr(3820,0,2475,1,0,".(goto)", 0, 2, 0);
	trans[1][2064]	= settr(3817,0,2065,2,0,"else", 0, 2, 0);
	trans[1][2065]	= settr(3818,0,2475,1285,1285,"ok = 0", 0, 2, 0);
	trans[1][2068]	= settr(3821,0,2074,1286,0,"(((rst[i]==2)&&(8==9)))", 1, 2, 0);
	T = trans[1][2074] = settr(3827,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3827,0,2069,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3827,0,2072,0,0,"IF", 0, 2, 0);
	trans[1][2069]	= settr(3822,0,2070,1287,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][2070]	= settr(3823,0,2071,1288,1288,"rst[i] = 5", 1, 2, 0);
	trans[1][2071]	= settr(3824,0,2475,1289,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][2075]	= settr(3828,0,2475,1,0,".(goto)", 0, 2, 0);
	trans[1][2072]	= settr(3825,0,2073,2,0,"else", 0, 2, 0);
	trans[1][2073]	= settr(3826,0,2475,1290,1290,"ok = 0", 0, 2, 0);
	trans[1][2076]	= settr(3829,0,2082,1291,0,"(((rst[i]==5)&&(8==8)))", 1, 2, 0);
	T = trans[1][2082] = settr(3835,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3835,0,2077,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3835,0,2080,0,0,"IF", 0, 2, 0);
	trans[1][2077]	= settr(3830,0,2078,1292,0,"(probe_ok)", 0, 2, 0);
	trans[1][2078]	= settr(3831,0,2079,1293,1293,"rst[i] = 4", 1, 2, 0);
	trans[1][2079]	= settr(3832,0,2475,1294,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][2083]	= settr(3836,0,2475,1,0,".(goto)", 0, 2, 0);
	trans[1][2080]	= settr(3833,0,2081,2,0,"else", 0, 2, 0);
	trans[1][2081]	= settr(3834,0,2475,1295,1295,"ok = 0", 0, 2, 0);
	trans[1][2084]	= settr(3837,0,2090,1296,0,"(((rst[i]==4)&&(8==7)))", 1, 2, 0);
	T = trans[1][2090] = settr(3843,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3843,0,2085,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3843,0,2088,0,0,"IF", 0, 2, 0);
	trans[1][2085]	= settr(3838,0,2086,1297,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][2086]	= settr(3839,0,2087,1298,1298,"rst[i] = 3", 1, 2, 0);
	trans[1][2087]	= settr(3840,0,2475,1299,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][2091]	= settr(3844,0,2475,1,0,".(goto)", 0, 2, 0);
	trans[1][2088]	= settr(3841,0,2089,2,0,"else", 0, 2, 0);
	trans[1][2089]	= settr(3842,0,2475,1300,1300,"ok = 0", 0, 2, 0);
	trans[1][2092]	= settr(3845,0,2093,1301,0,"(((rst[i]==3)&&(8==6)))", 1, 2, 0);
	trans[1][2093]	= settr(3846,0,2094,1302,1302,"rst[i] = 2", 1, 2, 0);
	trans[1][2094]	= settr(3847,0,2475,1303,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][2095]	= settr(3848,0,2096,1304,0,"(((rst[i]==7)&&(8==5)))", 1, 2, 0);
	trans[1][2096]	= settr(3849,0,2097,1305,1305,"rst[i] = 1", 1, 2, 0);
	trans[1][2097]	= settr(3850,0,2475,1306,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2098]	= settr(3851,0,2099,1307,0,"(((rst[i]==7)&&(8==4)))", 1, 2, 0);
	trans[1][2099]	= settr(3852,0,2100,1308,1308,"rst[i] = 1", 1, 2, 0);
	trans[1][2100]	= settr(3853,0,2475,1309,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2101]	= settr(3854,0,2102,1310,0,"(((rst[i]==7)&&(8==3)))", 1, 2, 0);
	trans[1][2102]	= settr(3855,0,2103,1311,1311,"rst[i] = 1", 1, 2, 0);
	trans[1][2103]	= settr(3856,0,2475,1312,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2104]	= settr(3857,0,2105,1313,0,"(((rst[i]==6)&&(8==5)))", 1, 2, 0);
	trans[1][2105]	= settr(3858,0,2106,1314,1314,"rst[i] = 1", 1, 2, 0);
	trans[1][2106]	= settr(3859,0,2475,1315,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2107]	= settr(3860,0,2108,1316,0,"(((rst[i]==6)&&(8==4)))", 1, 2, 0);
	trans[1][2108]	= settr(3861,0,2109,1317,1317,"rst[i] = 1", 1, 2, 0);
	trans[1][2109]	= settr(3862,0,2475,1318,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2110]	= settr(3863,0,2111,1319,0,"(((rst[i]==6)&&(8==3)))", 1, 2, 0);
	trans[1][2111]	= settr(3864,0,2112,1320,1320,"rst[i] = 1", 1, 2, 0);
	trans[1][2112]	= settr(3865,0,2475,1321,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2113]	= settr(3866,0,2114,1322,0,"(((rst[i]==5)&&(8==5)))", 1, 2, 0);
	trans[1][2114]	= settr(3867,0,2115,1323,1323,"rst[i] = 1", 1, 2, 0);
	trans[1][2115]	= settr(3868,0,2475,1324,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2116]	= settr(3869,0,2117,1325,0,"(((rst[i]==5)&&(8==4)))", 1, 2, 0);
	trans[1][2117]	= settr(3870,0,2118,1326,1326,"rst[i] = 1", 1, 2, 0);
	trans[1][2118]	= settr(3871,0,2475,1327,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2119]	= settr(3872,0,2120,1328,0,"(((rst[i]==5)&&(8==3)))", 1, 2, 0);
	trans[1][2120]	= settr(3873,0,2121,1329,1329,"rst[i] = 1", 1, 2, 0);
	trans[1][2121]	= settr(3874,0,2475,1330,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2122]	= settr(3875,0,2123,1331,0,"(((rst[i]==4)&&(8==5)))", 1, 2, 0);
	trans[1][2123]	= settr(3876,0,2124,1332,1332,"rst[i] = 1", 1, 2, 0);
	trans[1][2124]	= settr(3877,0,2475,1333,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2125]	= settr(3878,0,2126,1334,0,"(((rst[i]==4)&&(8==4)))", 1, 2, 0);
	trans[1][2126]	= settr(3879,0,2127,1335,1335,"rst[i] = 1", 1, 2, 0);
	trans[1][2127]	= settr(3880,0,2475,1336,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2128]	= settr(3881,0,2129,1337,0,"(((rst[i]==4)&&(8==3)))", 1, 2, 0);
	trans[1][2129]	= settr(3882,0,2130,1338,1338,"rst[i] = 1", 1, 2, 0);
	trans[1][2130]	= settr(3883,0,2475,1339,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2131]	= settr(3884,0,2132,1340,0,"(((rst[i]==3)&&(8==5)))", 1, 2, 0);
	trans[1][2132]	= settr(3885,0,2133,1341,1341,"rst[i] = 1", 1, 2, 0);
	trans[1][2133]	= settr(3886,0,2475,1342,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2134]	= settr(3887,0,2135,1343,0,"(((rst[i]==3)&&(8==4)))", 1, 2, 0);
	trans[1][2135]	= settr(3888,0,2136,1344,1344,"rst[i] = 1", 1, 2, 0);
	trans[1][2136]	= settr(3889,0,2475,1345,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2137]	= settr(3890,0,2138,1346,0,"(((rst[i]==3)&&(8==3)))", 1, 2, 0);
	trans[1][2138]	= settr(3891,0,2139,1347,1347,"rst[i] = 1", 1, 2, 0);
	trans[1][2139]	= settr(3892,0,2475,1348,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2140]	= settr(3893,0,2141,1349,0,"(((rst[i]==2)&&(8==5)))", 1, 2, 0);
	trans[1][2141]	= settr(3894,0,2142,1350,1350,"rst[i] = 1", 1, 2, 0);
	trans[1][2142]	= settr(3895,0,2475,1351,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2143]	= settr(3896,0,2144,1352,0,"(((rst[i]==2)&&(8==4)))", 1, 2, 0);
	trans[1][2144]	= settr(3897,0,2145,1353,1353,"rst[i] = 1", 1, 2, 0);
	trans[1][2145]	= settr(3898,0,2475,1354,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2146]	= settr(3899,0,2147,1355,0,"(((rst[i]==2)&&(8==3)))", 1, 2, 0);
	trans[1][2147]	= settr(3900,0,2148,1356,1356,"rst[i] = 1", 1, 2, 0);
	trans[1][2148]	= settr(3901,0,2475,1357,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2149]	= settr(3902,0,2150,1358,0,"(((rst[i]==1)&&(8==5)))", 1, 2, 0);
	trans[1][2150]	= settr(3903,0,2151,1359,1359,"rst[i] = 1", 1, 2, 0);
	trans[1][2151]	= settr(3904,0,2475,1360,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2152]	= settr(3905,0,2153,1361,0,"(((rst[i]==1)&&(8==4)))", 1, 2, 0);
	trans[1][2153]	= settr(3906,0,2154,1362,1362,"rst[i] = 1", 1, 2, 0);
	trans[1][2154]	= settr(3907,0,2475,1363,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2155]	= settr(3908,0,2156,1364,0,"(((rst[i]==1)&&(8==3)))", 1, 2, 0);
	trans[1][2156]	= settr(3909,0,2157,1365,1365,"rst[i] = 1", 1, 2, 0);
	trans[1][2157]	= settr(3910,0,2475,1366,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2158]	= settr(3911,0,2167,1367,0,"(((rst[i]==1)&&(8==2)))", 1, 2, 0);
	T = trans[1][2167] = settr(3920,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3920,0,2159,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3920,0,2162,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3920,0,2165,0,0,"IF", 0, 2, 0);
	trans[1][2159]	= settr(3912,0,2160,1368,0,"(group_intact)", 0, 2, 0);
	trans[1][2160]	= settr(3913,0,2161,1369,1369,"rst[i] = 6", 1, 2, 0);
	trans[1][2161]	= settr(3914,0,2475,1370,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2168]	= settr(3921,0,2475,1,0,".(goto)", 0, 2, 0);
	trans[1][2162]	= settr(3915,0,2163,1371,0,"(!(group_intact))", 0, 2, 0);
	trans[1][2163]	= settr(3916,0,2164,1372,1372,"rst[i] = 7", 1, 2, 0);
	trans[1][2164]	= settr(3917,0,2475,1373,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2165]	= settr(3918,0,2166,2,0,"else", 0, 2, 0);
	trans[1][2166]	= settr(3919,0,2475,1374,1374,"ok = 0", 0, 2, 0);
	trans[1][2169]	= settr(3922,0,2170,1375,0,"(((rst[i]==6)&&(8==1)))", 1, 2, 0);
	trans[1][2170]	= settr(3923,0,2171,1376,1376,"rst[i] = 7", 1, 2, 0);
	trans[1][2171]	= settr(3924,0,2475,1377,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2172]	= settr(3925,0,2173,1378,0,"(((rst[i]==2)&&(8==1)))", 1, 2, 0);
	trans[1][2173]	= settr(3926,0,2174,1379,1379,"rst[i] = 7", 1, 2, 0);
	trans[1][2174]	= settr(3927,0,2475,1380,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2175]	= settr(3928,0,2176,1381,0,"(((rst[i]==1)&&(8==1)))", 1, 2, 0);
	trans[1][2176]	= settr(3929,0,2177,1382,1382,"rst[i] = 7", 1, 2, 0);
	trans[1][2177]	= settr(3930,0,2475,1383,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2178]	= settr(3931,0,2179,2,0,"else", 0, 2, 0);
	trans[1][2179]	= settr(3932,0,2475,1384,0,"assert(0)", 0, 2, 0);
	T = trans[1][2475] = settr(4228,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4228,0,2183,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4228,0,2196,0,0,"IF", 0, 2, 0);
	trans[1][2183]	= settr(3936,0,2184,1385,1385,"(ok)", 0, 2, 0);
	trans[1][2184]	= settr(3937,0,2195,1386,1386,"agree_att[i] = a", 1, 2, 0);
	T = trans[ 1][2195] = settr(3948,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(3948,0,2193,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][2193] = settr(3946,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3946,0,2185,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3946,0,2187,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3946,0,2191,0,0,"IF", 0, 2, 0);
	trans[1][2185]	= settr(3938,0,2186,1387,0,"(full(up))", 1, 1505, 0);
	trans[1][2186]	= settr(3939,0,3366,1,0,"(1)", 0, 2, 0);
	trans[1][2194]	= settr(3947,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2187]	= settr(3940,0,2188,1388,0,"((faults<2))", 1, 2, 0);
	trans[1][2188]	= settr(3941,0,2189,1389,1389,"faults = (faults+1)", 1, 2, 0);
	trans[1][2189]	= settr(3942,0,2190,1390,1390,"other_fault_att = a", 1, 2, 0);
	trans[1][2190]	= settr(3943,0,3366,1391,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][2191]	= settr(3944,0,2192,1392,0,"(nfull(up))", 1, 5, 0);
	trans[1][2192]	= settr(3945,0,3366,1393,1393,"up!2,i,a,1", 1, 5, 0);
	trans[1][2476]	= settr(4229,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2196]	= settr(3949,0,2207,2,0,"else", 0, 2, 0);
	T = trans[ 1][2207] = settr(3960,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(3960,0,2205,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][2205] = settr(3958,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3958,0,2197,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3958,0,2199,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3958,0,2203,0,0,"IF", 0, 2, 0);
	trans[1][2197]	= settr(3950,0,2198,1394,0,"(full(up))", 1, 1505, 0);
	trans[1][2198]	= settr(3951,0,2334,1,0,"(1)", 0, 2, 0);
	trans[1][2206]	= settr(3959,0,2334,1,0,".(goto)", 0, 2, 0);
	trans[1][2199]	= settr(3952,0,2200,1395,0,"((faults<2))", 1, 2, 0);
	trans[1][2200]	= settr(3953,0,2201,1396,1396,"faults = (faults+1)", 1, 2, 0);
	trans[1][2201]	= settr(3954,0,2202,1397,1397,"other_fault_att = a", 1, 2, 0);
	trans[1][2202]	= settr(3955,0,2334,1398,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][2203]	= settr(3956,0,2204,1399,0,"(nfull(up))", 1, 5, 0);
	trans[1][2204]	= settr(3957,0,2334,1400,1400,"up!2,i,a,0", 1, 5, 0);
	T = trans[ 1][2334] = settr(4087,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(4087,0,2208,0,0,"sub-sequence", 0, 2, 0);
	trans[1][2208]	= settr(3961,0,2332,1401,1401,"ok = 1", 0, 2, 0);
	T = trans[1][2332] = settr(4085,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2209,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2212,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2220,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2228,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2236,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2244,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2247,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2250,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2253,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2256,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2259,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2262,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2265,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2268,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2271,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2274,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2277,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2280,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2283,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2286,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2289,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2292,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2295,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2298,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2301,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2304,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2307,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2310,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2321,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2324,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4085,0,2327,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4085,0,2330,0,0,"IF", 0, 2, 0);
	trans[1][2209]	= settr(3962,0,2210,1402,0,"(((rst[i]==7)&&(5==10)))", 1, 2, 0);
	trans[1][2210]	= settr(3963,0,2211,1403,1403,"rst[i] = 6", 1, 2, 0);
	trans[1][2211]	= settr(3964,0,2474,1404,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2333]	= settr(4086,0,2474,1,0,".(goto)", 0, 2, 0);
	trans[1][2212]	= settr(3965,0,2218,1405,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][2218] = settr(3971,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3971,0,2213,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3971,0,2216,0,0,"IF", 0, 2, 0);
	trans[1][2213]	= settr(3966,0,2214,1406,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][2214]	= settr(3967,0,2215,1407,1407,"rst[i] = 5", 1, 2, 0);
	trans[1][2215]	= settr(3968,0,2474,1408,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][2219]	= settr(3972,0,2474,1,0,".(goto)", 0, 2, 0);
	trans[1][2216]	= settr(3969,0,2217,2,0,"else", 0, 2, 0);
	trans[1][2217]	= settr(3970,0,2474,1409,1409,"ok = 0", 0, 2, 0);
	trans[1][2220]	= settr(3973,0,2226,1410,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][2226] = settr(3979,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3979,0,2221,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3979,0,2224,0,0,"IF", 0, 2, 0);
	trans[1][2221]	= settr(3974,0,2222,1411,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][2222]	= settr(3975,0,2223,1412,1412,"rst[i] = 5", 1, 2, 0);
	trans[1][2223]	= settr(3976,0,2474,1413,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][2227]	= settr(3980,0,2474,1,0,".(goto)", 0, 2, 0);
	trans[1][2224]	= settr(3977,0,2225,2,0,"else", 0, 2, 0);
	trans[1][2225]	= settr(3978,0,2474,1414,1414,"ok = 0", 0, 2, 0);
	trans[1][2228]	= settr(3981,0,2234,1415,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][2234] = settr(3987,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3987,0,2229,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3987,0,2232,0,0,"IF", 0, 2, 0);
	trans[1][2229]	= settr(3982,0,2230,1416,0,"(probe_ok)", 0, 2, 0);
	trans[1][2230]	= settr(3983,0,2231,1417,1417,"rst[i] = 4", 1, 2, 0);
	trans[1][2231]	= settr(3984,0,2474,1418,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][2235]	= settr(3988,0,2474,1,0,".(goto)", 0, 2, 0);
	trans[1][2232]	= settr(3985,0,2233,2,0,"else", 0, 2, 0);
	trans[1][2233]	= settr(3986,0,2474,1419,1419,"ok = 0", 0, 2, 0);
	trans[1][2236]	= settr(3989,0,2242,1420,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][2242] = settr(3995,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(3995,0,2237,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(3995,0,2240,0,0,"IF", 0, 2, 0);
	trans[1][2237]	= settr(3990,0,2238,1421,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][2238]	= settr(3991,0,2239,1422,1422,"rst[i] = 3", 1, 2, 0);
	trans[1][2239]	= settr(3992,0,2474,1423,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][2243]	= settr(3996,0,2474,1,0,".(goto)", 0, 2, 0);
	trans[1][2240]	= settr(3993,0,2241,2,0,"else", 0, 2, 0);
	trans[1][2241]	= settr(3994,0,2474,1424,1424,"ok = 0", 0, 2, 0);
	trans[1][2244]	= settr(3997,0,2245,1425,0,"(((rst[i]==3)&&(5==6)))", 1, 2, 0);
	trans[1][2245]	= settr(3998,0,2246,1426,1426,"rst[i] = 2", 1, 2, 0);
	trans[1][2246]	= settr(3999,0,2474,1427,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][2247]	= settr(4000,0,2248,1428,0,"(((rst[i]==7)&&(5==5)))", 1, 2, 0);
	trans[1][2248]	= settr(4001,0,2249,1429,1429,"rst[i] = 1", 1, 2, 0);
	trans[1][2249]	= settr(4002,0,2474,1430,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2250]	= settr(4003,0,2251,1431,0,"(((rst[i]==7)&&(5==4)))", 1, 2, 0);
	trans[1][2251]	= settr(4004,0,2252,1432,1432,"rst[i] = 1", 1, 2, 0);
	trans[1][2252]	= settr(4005,0,2474,1433,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2253]	= settr(4006,0,2254,1434,0,"(((rst[i]==7)&&(5==3)))", 1, 2, 0);
	trans[1][2254]	= settr(4007,0,2255,1435,1435,"rst[i] = 1", 1, 2, 0);
	trans[1][2255]	= settr(4008,0,2474,1436,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2256]	= settr(4009,0,2257,1437,0,"(((rst[i]==6)&&(5==5)))", 1, 2, 0);
	trans[1][2257]	= settr(4010,0,2258,1438,1438,"rst[i] = 1", 1, 2, 0);
	trans[1][2258]	= settr(4011,0,2474,1439,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2259]	= settr(4012,0,2260,1440,0,"(((rst[i]==6)&&(5==4)))", 1, 2, 0);
	trans[1][2260]	= settr(4013,0,2261,1441,1441,"rst[i] = 1", 1, 2, 0);
	trans[1][2261]	= settr(4014,0,2474,1442,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2262]	= settr(4015,0,2263,1443,0,"(((rst[i]==6)&&(5==3)))", 1, 2, 0);
	trans[1][2263]	= settr(4016,0,2264,1444,1444,"rst[i] = 1", 1, 2, 0);
	trans[1][2264]	= settr(4017,0,2474,1445,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2265]	= settr(4018,0,2266,1446,0,"(((rst[i]==5)&&(5==5)))", 1, 2, 0);
	trans[1][2266]	= settr(4019,0,2267,1447,1447,"rst[i] = 1", 1, 2, 0);
	trans[1][2267]	= settr(4020,0,2474,1448,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2268]	= settr(4021,0,2269,1449,0,"(((rst[i]==5)&&(5==4)))", 1, 2, 0);
	trans[1][2269]	= settr(4022,0,2270,1450,1450,"rst[i] = 1", 1, 2, 0);
	trans[1][2270]	= settr(4023,0,2474,1451,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2271]	= settr(4024,0,2272,1452,0,"(((rst[i]==5)&&(5==3)))", 1, 2, 0);
	trans[1][2272]	= settr(4025,0,2273,1453,1453,"rst[i] = 1", 1, 2, 0);
	trans[1][2273]	= settr(4026,0,2474,1454,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2274]	= settr(4027,0,2275,1455,0,"(((rst[i]==4)&&(5==5)))", 1, 2, 0);
	trans[1][2275]	= settr(4028,0,2276,1456,1456,"rst[i] = 1", 1, 2, 0);
	trans[1][2276]	= settr(4029,0,2474,1457,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2277]	= settr(4030,0,2278,1458,0,"(((rst[i]==4)&&(5==4)))", 1, 2, 0);
	trans[1][2278]	= settr(4031,0,2279,1459,1459,"rst[i] = 1", 1, 2, 0);
	trans[1][2279]	= settr(4032,0,2474,1460,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2280]	= settr(4033,0,2281,1461,0,"(((rst[i]==4)&&(5==3)))", 1, 2, 0);
	trans[1][2281]	= settr(4034,0,2282,1462,1462,"rst[i] = 1", 1, 2, 0);
	trans[1][2282]	= settr(4035,0,2474,1463,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2283]	= settr(4036,0,2284,1464,0,"(((rst[i]==3)&&(5==5)))", 1, 2, 0);
	trans[1][2284]	= settr(4037,0,2285,1465,1465,"rst[i] = 1", 1, 2, 0);
	trans[1][2285]	= settr(4038,0,2474,1466,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2286]	= settr(4039,0,2287,1467,0,"(((rst[i]==3)&&(5==4)))", 1, 2, 0);
	trans[1][2287]	= settr(4040,0,2288,1468,1468,"rst[i] = 1", 1, 2, 0);
	trans[1][2288]	= settr(4041,0,2474,1469,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2289]	= settr(4042,0,2290,1470,0,"(((rst[i]==3)&&(5==3)))", 1, 2, 0);
	trans[1][2290]	= settr(4043,0,2291,1471,1471,"rst[i] = 1", 1, 2, 0);
	trans[1][2291]	= settr(4044,0,2474,1472,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2292]	= settr(4045,0,2293,1473,0,"(((rst[i]==2)&&(5==5)))", 1, 2, 0);
	trans[1][2293]	= settr(4046,0,2294,1474,1474,"rst[i] = 1", 1, 2, 0);
	trans[1][2294]	= settr(4047,0,2474,1475,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2295]	= settr(4048,0,2296,1476,0,"(((rst[i]==2)&&(5==4)))", 1, 2, 0);
	trans[1][2296]	= settr(4049,0,2297,1477,1477,"rst[i] = 1", 1, 2, 0);
	trans[1][2297]	= settr(4050,0,2474,1478,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2298]	= settr(4051,0,2299,1479,0,"(((rst[i]==2)&&(5==3)))", 1, 2, 0);
	trans[1][2299]	= settr(4052,0,2300,1480,1480,"rst[i] = 1", 1, 2, 0);
	trans[1][2300]	= settr(4053,0,2474,1481,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2301]	= settr(4054,0,2302,1482,0,"(((rst[i]==1)&&(5==5)))", 1, 2, 0);
	trans[1][2302]	= settr(4055,0,2303,1483,1483,"rst[i] = 1", 1, 2, 0);
	trans[1][2303]	= settr(4056,0,2474,1484,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2304]	= settr(4057,0,2305,1485,0,"(((rst[i]==1)&&(5==4)))", 1, 2, 0);
	trans[1][2305]	= settr(4058,0,2306,1486,1486,"rst[i] = 1", 1, 2, 0);
	trans[1][2306]	= settr(4059,0,2474,1487,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2307]	= settr(4060,0,2308,1488,0,"(((rst[i]==1)&&(5==3)))", 1, 2, 0);
	trans[1][2308]	= settr(4061,0,2309,1489,1489,"rst[i] = 1", 1, 2, 0);
	trans[1][2309]	= settr(4062,0,2474,1490,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2310]	= settr(4063,0,2319,1491,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][2319] = settr(4072,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4072,0,2311,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4072,0,2314,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4072,0,2317,0,0,"IF", 0, 2, 0);
	trans[1][2311]	= settr(4064,0,2312,1492,1492,"(group_intact)", 0, 2, 0);
	trans[1][2312]	= settr(4065,0,2313,1493,1493,"rst[i] = 6", 1, 2, 0);
	trans[1][2313]	= settr(4066,0,2474,1494,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2320]	= settr(4073,0,2474,1,0,".(goto)", 0, 2, 0);
	trans[1][2314]	= settr(4067,0,2315,1495,1495,"(!(group_intact))", 0, 2, 0);
	trans[1][2315]	= settr(4068,0,2316,1496,1496,"rst[i] = 7", 1, 2, 0);
	trans[1][2316]	= settr(4069,0,2474,1497,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2317]	= settr(4070,0,2318,2,0,"else", 0, 2, 0);
	trans[1][2318]	= settr(4071,0,2474,1498,1498,"ok = 0", 0, 2, 0);
	trans[1][2321]	= settr(4074,0,2322,1499,0,"(((rst[i]==6)&&(5==1)))", 1, 2, 0);
	trans[1][2322]	= settr(4075,0,2323,1500,1500,"rst[i] = 7", 1, 2, 0);
	trans[1][2323]	= settr(4076,0,2474,1501,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2324]	= settr(4077,0,2325,1502,0,"(((rst[i]==2)&&(5==1)))", 1, 2, 0);
	trans[1][2325]	= settr(4078,0,2326,1503,1503,"rst[i] = 7", 1, 2, 0);
	trans[1][2326]	= settr(4079,0,2474,1504,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2327]	= settr(4080,0,2328,1505,0,"(((rst[i]==1)&&(5==1)))", 1, 2, 0);
	trans[1][2328]	= settr(4081,0,2329,1506,1506,"rst[i] = 7", 1, 2, 0);
	trans[1][2329]	= settr(4082,0,2474,1507,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2330]	= settr(4083,0,2331,2,0,"else", 0, 2, 0);
	trans[1][2331]	= settr(4084,0,2474,1508,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][2474] = settr(4227,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(4227,0,2335,0,0,"sub-sequence", 0, 2, 0);
	trans[1][2335]	= settr(4088,0,2336,1509,1509,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0);
	trans[1][2336]	= settr(4089,0,2342,1510,1510,"k = 0", 0, 2, 0);
	trans[1][2343]	= settr(4096,0,2342,1,0,".(goto)", 0, 2, 0);
	T = trans[1][2342] = settr(4095,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(4095,0,2337,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(4095,0,2340,0,0,"DO", 0, 2, 0);
	trans[1][2337]	= settr(4090,0,2338,1511,0,"((k<=(2-1)))", 0, 2, 0);
	trans[1][2338]	= settr(4091,0,2339,1512,0,"assert(!(passed_in[((k*(2+1))+att)]))", 1, 2, 0);
	trans[1][2339]	= settr(4092,0,2342,1513,1513,"k = (k+1)", 0, 2, 0);
	trans[1][2340]	= settr(4093,0,2345,2,0,"else", 0, 2, 0);
	trans[1][2341]	= settr(4094,0,2345,1,0,"goto :b34", 0, 2, 0);
	trans[1][2344]	= settr(4097,0,2345,1,0,"break", 0, 2, 0);
	trans[1][2345]	= settr(4098,0,2346,1514,1514,"r_unc[i] = 0", 1, 2, 0);
	trans[1][2346]	= settr(4099,0,2473,1515,1515,"group_intact = 0", 0, 2, 0);
	T = trans[ 1][2473] = settr(4226,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(4226,0,2347,0,0,"sub-sequence", 0, 2, 0);
	trans[1][2347]	= settr(4100,0,2471,1516,1516,"ok = 1", 0, 2, 0);
	T = trans[1][2471] = settr(4224,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2348,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2351,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2359,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2367,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2375,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2383,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2386,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2389,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2392,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2395,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2398,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2401,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2404,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2407,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2410,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2413,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2416,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2419,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2422,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2425,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2428,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2431,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2434,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2437,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2440,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2443,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2446,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2449,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2460,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2463,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4224,0,2466,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4224,0,2469,0,0,"IF", 0, 2, 0);
	trans[1][2348]	= settr(4101,0,2349,1517,0,"(((rst[i]==7)&&(2==10)))", 1, 2, 0);
	trans[1][2349]	= settr(4102,0,2350,1518,1518,"rst[i] = 6", 1, 2, 0);
	trans[1][2350]	= settr(4103,0,3366,1519,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2472]	= settr(4225,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2351]	= settr(4104,0,2357,1520,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][2357] = settr(4110,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4110,0,2352,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4110,0,2355,0,0,"IF", 0, 2, 0);
	trans[1][2352]	= settr(4105,0,2353,1521,1521,"(all_ranks_posted)", 0, 2, 0);
	trans[1][2353]	= settr(4106,0,2354,1522,1522,"rst[i] = 5", 1, 2, 0);
	trans[1][2354]	= settr(4107,0,3366,1523,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][2358]	= settr(4111,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2355]	= settr(4108,0,2356,2,0,"else", 0, 2, 0);
	trans[1][2356]	= settr(4109,0,3366,1524,1524,"ok = 0", 0, 2, 0);
	trans[1][2359]	= settr(4112,0,2365,1525,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][2365] = settr(4118,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4118,0,2360,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4118,0,2363,0,0,"IF", 0, 2, 0);
	trans[1][2360]	= settr(4113,0,2361,1526,1526,"(all_ranks_posted)", 0, 2, 0);
	trans[1][2361]	= settr(4114,0,2362,1527,1527,"rst[i] = 5", 1, 2, 0);
	trans[1][2362]	= settr(4115,0,3366,1528,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][2366]	= settr(4119,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2363]	= settr(4116,0,2364,2,0,"else", 0, 2, 0);
	trans[1][2364]	= settr(4117,0,3366,1529,1529,"ok = 0", 0, 2, 0);
	trans[1][2367]	= settr(4120,0,2373,1530,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][2373] = settr(4126,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4126,0,2368,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4126,0,2371,0,0,"IF", 0, 2, 0);
	trans[1][2368]	= settr(4121,0,2369,1531,0,"(probe_ok)", 0, 2, 0);
	trans[1][2369]	= settr(4122,0,2370,1532,1532,"rst[i] = 4", 1, 2, 0);
	trans[1][2370]	= settr(4123,0,3366,1533,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][2374]	= settr(4127,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2371]	= settr(4124,0,2372,2,0,"else", 0, 2, 0);
	trans[1][2372]	= settr(4125,0,3366,1534,1534,"ok = 0", 0, 2, 0);
	trans[1][2375]	= settr(4128,0,2381,1535,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][2381] = settr(4134,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4134,0,2376,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4134,0,2379,0,0,"IF", 0, 2, 0);
	trans[1][2376]	= settr(4129,0,2377,1536,1536,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][2377]	= settr(4130,0,2378,1537,1537,"rst[i] = 3", 1, 2, 0);
	trans[1][2378]	= settr(4131,0,3366,1538,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][2382]	= settr(4135,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2379]	= settr(4132,0,2380,2,0,"else", 0, 2, 0);
	trans[1][2380]	= settr(4133,0,3366,1539,1539,"ok = 0", 0, 2, 0);
	trans[1][2383]	= settr(4136,0,2384,1540,0,"(((rst[i]==3)&&(2==6)))", 1, 2, 0);
	trans[1][2384]	= settr(4137,0,2385,1541,1541,"rst[i] = 2", 1, 2, 0);
	trans[1][2385]	= settr(4138,0,3366,1542,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][2386]	= settr(4139,0,2387,1543,0,"(((rst[i]==7)&&(2==5)))", 1, 2, 0);
	trans[1][2387]	= settr(4140,0,2388,1544,1544,"rst[i] = 1", 1, 2, 0);
	trans[1][2388]	= settr(4141,0,3366,1545,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2389]	= settr(4142,0,2390,1546,0,"(((rst[i]==7)&&(2==4)))", 1, 2, 0);
	trans[1][2390]	= settr(4143,0,2391,1547,1547,"rst[i] = 1", 1, 2, 0);
	trans[1][2391]	= settr(4144,0,3366,1548,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2392]	= settr(4145,0,2393,1549,0,"(((rst[i]==7)&&(2==3)))", 1, 2, 0);
	trans[1][2393]	= settr(4146,0,2394,1550,1550,"rst[i] = 1", 1, 2, 0);
	trans[1][2394]	= settr(4147,0,3366,1551,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2395]	= settr(4148,0,2396,1552,0,"(((rst[i]==6)&&(2==5)))", 1, 2, 0);
	trans[1][2396]	= settr(4149,0,2397,1553,1553,"rst[i] = 1", 1, 2, 0);
	trans[1][2397]	= settr(4150,0,3366,1554,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2398]	= settr(4151,0,2399,1555,0,"(((rst[i]==6)&&(2==4)))", 1, 2, 0);
	trans[1][2399]	= settr(4152,0,2400,1556,1556,"rst[i] = 1", 1, 2, 0);
	trans[1][2400]	= settr(4153,0,3366,1557,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2401]	= settr(4154,0,2402,1558,0,"(((rst[i]==6)&&(2==3)))", 1, 2, 0);
	trans[1][2402]	= settr(4155,0,2403,1559,1559,"rst[i] = 1", 1, 2, 0);
	trans[1][2403]	= settr(4156,0,3366,1560,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2404]	= settr(4157,0,2405,1561,0,"(((rst[i]==5)&&(2==5)))", 1, 2, 0);
	trans[1][2405]	= settr(4158,0,2406,1562,1562,"rst[i] = 1", 1, 2, 0);
	trans[1][2406]	= settr(4159,0,3366,1563,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2407]	= settr(4160,0,2408,1564,0,"(((rst[i]==5)&&(2==4)))", 1, 2, 0);
	trans[1][2408]	= settr(4161,0,2409,1565,1565,"rst[i] = 1", 1, 2, 0);
	trans[1][2409]	= settr(4162,0,3366,1566,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2410]	= settr(4163,0,2411,1567,0,"(((rst[i]==5)&&(2==3)))", 1, 2, 0);
	trans[1][2411]	= settr(4164,0,2412,1568,1568,"rst[i] = 1", 1, 2, 0);
	trans[1][2412]	= settr(4165,0,3366,1569,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2413]	= settr(4166,0,2414,1570,0,"(((rst[i]==4)&&(2==5)))", 1, 2, 0);
	trans[1][2414]	= settr(4167,0,2415,1571,1571,"rst[i] = 1", 1, 2, 0);
	trans[1][2415]	= settr(4168,0,3366,1572,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2416]	= settr(4169,0,2417,1573,0,"(((rst[i]==4)&&(2==4)))", 1, 2, 0);
	trans[1][2417]	= settr(4170,0,2418,1574,1574,"rst[i] = 1", 1, 2, 0);
	trans[1][2418]	= settr(4171,0,3366,1575,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2419]	= settr(4172,0,2420,1576,0,"(((rst[i]==4)&&(2==3)))", 1, 2, 0);
	trans[1][2420]	= settr(4173,0,2421,1577,1577,"rst[i] = 1", 1, 2, 0);
	trans[1][2421]	= settr(4174,0,3366,1578,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2422]	= settr(4175,0,2423,1579,0,"(((rst[i]==3)&&(2==5)))", 1, 2, 0);
	trans[1][2423]	= settr(4176,0,2424,1580,1580,"rst[i] = 1", 1, 2, 0);
	trans[1][2424]	= settr(4177,0,3366,1581,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2425]	= settr(4178,0,2426,1582,0,"(((rst[i]==3)&&(2==4)))", 1, 2, 0);
	trans[1][2426]	= settr(4179,0,2427,1583,1583,"rst[i] = 1", 1, 2, 0);
	trans[1][2427]	= settr(4180,0,3366,1584,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2428]	= settr(4181,0,2429,1585,0,"(((rst[i]==3)&&(2==3)))", 1, 2, 0);
	trans[1][2429]	= settr(4182,0,2430,1586,1586,"rst[i] = 1", 1, 2, 0);
	trans[1][2430]	= settr(4183,0,3366,1587,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2431]	= settr(4184,0,2432,1588,0,"(((rst[i]==2)&&(2==5)))", 1, 2, 0);
	trans[1][2432]	= settr(4185,0,2433,1589,1589,"rst[i] = 1", 1, 2, 0);
	trans[1][2433]	= settr(4186,0,3366,1590,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2434]	= settr(4187,0,2435,1591,0,"(((rst[i]==2)&&(2==4)))", 1, 2, 0);
	trans[1][2435]	= settr(4188,0,2436,1592,1592,"rst[i] = 1", 1, 2, 0);
	trans[1][2436]	= settr(4189,0,3366,1593,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2437]	= settr(4190,0,2438,1594,0,"(((rst[i]==2)&&(2==3)))", 1, 2, 0);
	trans[1][2438]	= settr(4191,0,2439,1595,1595,"rst[i] = 1", 1, 2, 0);
	trans[1][2439]	= settr(4192,0,3366,1596,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2440]	= settr(4193,0,2441,1597,0,"(((rst[i]==1)&&(2==5)))", 1, 2, 0);
	trans[1][2441]	= settr(4194,0,2442,1598,1598,"rst[i] = 1", 1, 2, 0);
	trans[1][2442]	= settr(4195,0,3366,1599,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2443]	= settr(4196,0,2444,1600,0,"(((rst[i]==1)&&(2==4)))", 1, 2, 0);
	trans[1][2444]	= settr(4197,0,2445,1601,1601,"rst[i] = 1", 1, 2, 0);
	trans[1][2445]	= settr(4198,0,3366,1602,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2446]	= settr(4199,0,2447,1603,0,"(((rst[i]==1)&&(2==3)))", 1, 2, 0);
	trans[1][2447]	= settr(4200,0,2448,1604,1604,"rst[i] = 1", 1, 2, 0);
	trans[1][2448]	= settr(4201,0,3366,1605,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][2449]	= settr(4202,0,2458,1606,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][2458] = settr(4211,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4211,0,2450,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4211,0,2453,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4211,0,2456,0,0,"IF", 0, 2, 0);
	trans[1][2450]	= settr(4203,0,2451,1607,1607,"(group_intact)", 0, 2, 0);
	trans[1][2451]	= settr(4204,0,2452,1608,1608,"rst[i] = 6", 1, 2, 0);
	trans[1][2452]	= settr(4205,0,3366,1609,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][2459]	= settr(4212,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2453]	= settr(4206,0,2454,1610,1610,"(!(group_intact))", 0, 2, 0);
	trans[1][2454]	= settr(4207,0,2455,1611,1611,"rst[i] = 7", 1, 2, 0);
	trans[1][2455]	= settr(4208,0,3366,1612,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2456]	= settr(4209,0,2457,2,0,"else", 0, 2, 0);
	trans[1][2457]	= settr(4210,0,3366,1613,1613,"ok = 0", 0, 2, 0);
	trans[1][2460]	= settr(4213,0,2461,1614,0,"(((rst[i]==6)&&(2==1)))", 1, 2, 0);
	trans[1][2461]	= settr(4214,0,2462,1615,1615,"rst[i] = 7", 1, 2, 0);
	trans[1][2462]	= settr(4215,0,3366,1616,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2463]	= settr(4216,0,2464,1617,0,"(((rst[i]==2)&&(2==1)))", 1, 2, 0);
	trans[1][2464]	= settr(4217,0,2465,1618,1618,"rst[i] = 7", 1, 2, 0);
	trans[1][2465]	= settr(4218,0,3366,1619,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2466]	= settr(4219,0,2467,1620,0,"(((rst[i]==1)&&(2==1)))", 1, 2, 0);
	trans[1][2467]	= settr(4220,0,2468,1621,1621,"rst[i] = 7", 1, 2, 0);
	trans[1][2468]	= settr(4221,0,3366,1622,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][2469]	= settr(4222,0,2470,2,0,"else", 0, 2, 0);
	trans[1][2470]	= settr(4223,0,3366,1623,0,"assert(0)", 0, 2, 0);
	trans[1][3357]	= settr(5110,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2477]	= settr(4230,0,2478,1624,1624,"((((m==6)&&(a==att))&&(rst[i]==4)))", 1, 2, 0);
	trans[1][2478]	= settr(4231,0,3366,1625,1625,"nrecv = (nrecv+1)", 0, 2, 0);
	trans[1][2479]	= settr(4232,0,2480,1626,1626,"((((m==5)&&(a==att))&&(rst[i]==4)))", 1, 2, 0);
	trans[1][2480]	= settr(4233,0,2491,1627,1627,"r_voted[i] = ((nrecv==2)&&(r_noyes[i]!=a))", 1, 2, 0);
	T = trans[ 1][2491] = settr(4244,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(4244,0,2489,0,0,"sub-sequence", 0, 2, 0);
	T = trans[1][2489] = settr(4242,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4242,0,2481,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(4242,0,2483,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(4242,0,2487,0,0,"IF", 0, 2, 0);
	trans[1][2481]	= settr(4234,0,2482,1628,0,"(full(up))", 1, 1505, 0);
	trans[1][2482]	= settr(4235,0,3366,1,0,"(1)", 0, 2, 0);
	trans[1][2490]	= settr(4243,0,3366,1,0,".(goto)", 0, 2, 0);
	trans[1][2483]	= settr(4236,0,2484,1629,0,"((faults<2))", 1, 2, 0);
	trans[1][2484]	= settr(4237,0,2485,1630,1630,"faults = (faults+1)", 1, 2, 0);
	trans[1][2485]	= settr(4238,0,2486,1631,1631,"other_fault_att = a", 1, 2, 0);
	trans[1][2486]	= settr(4239,0,3366,1632,0,"printf('fault: a message from receiver %d is lost\\n',i)", 0, 2, 0);
	trans[1][2487]	= settr(4240,0,2488,1633,0,"(nfull(up))", 1, 5, 0);
	trans[1][2488]	= settr(4241,0,3366,1634,1634,"up!1,i,a,r_voted[i]", 1, 5, 0);
	T = trans[ 1][3353] = settr(5106,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(5106,2,2492,0,0,"ATOMIC", 1, 2, 0);
	trans[1][2492]	= settr(4245,2,3352,1635,1635,"((((((m==4)&&(a==att))&&(rst[i]==4))&&r_voted[i])&&!(r_unc[i])))", 1, 2, 0);
	T = trans[ 1][3352] = settr(5105,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5105,0,2493,0,0,"sub-sequence", 1, 2, 0);
	trans[1][2493]	= settr(4246,2,2639,1636,1636,"all_buckets_received = (nrecv==2)", 1, 2, 0); /* m: 2494 -> 0,2639 */
	reached1[2494] = 1;
	trans[1][2494]	= settr(0,0,0,0,0,"all_buckets_confirmed = 1",0,0,0);
	T = trans[ 1][2639] = settr(4392,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4392,0,2621,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 1][2621] = settr(4374,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4374,0,2495,0,0,"sub-sequence", 1, 2, 0);
	trans[1][2495]	= settr(4248,2,2619,1637,1637,"ok = 1", 1, 2, 0);
	T = trans[1][2619] = settr(4372,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2496,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2499,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2507,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2515,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2523,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2531,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2534,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2537,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2540,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2543,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2546,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2549,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2552,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2555,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2558,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2561,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2564,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2567,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2570,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2573,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2576,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2579,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2582,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2585,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2588,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2591,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2594,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2597,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2608,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2611,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4372,2,2614,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4372,2,2617,0,0,"IF", 1, 2, 0);
	trans[1][2496]	= settr(4249,2,2637,1638,1638,"(((rst[i]==7)&&(7==10)))", 1, 2, 0); /* m: 2497 -> 2637,0 */
	reached1[2497] = 1;
	trans[1][2497]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][2498]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][2620]	= settr(4373,2,2637,1,0,".(goto)", 1, 2, 0);
	trans[1][2499]	= settr(4252,2,2505,1639,0,"(((rst[i]==6)&&(7==9)))", 1, 2, 0);
	T = trans[1][2505] = settr(4258,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4258,2,2500,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4258,2,2503,0,0,"IF", 1, 2, 0);
	trans[1][2500]	= settr(4253,2,2637,1640,1640,"(all_ranks_posted)", 1, 2, 0); /* m: 2501 -> 2637,0 */
	reached1[2501] = 1;
	trans[1][2501]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2502]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2506]	= settr(4259,2,2637,1,0,".(goto)", 1, 2, 0);
	trans[1][2503]	= settr(4256,2,2504,2,0,"else", 1, 2, 0);
	trans[1][2504]	= settr(4257,2,2637,1641,1641,"ok = 0", 1, 2, 0);
	trans[1][2507]	= settr(4260,2,2513,1642,0,"(((rst[i]==2)&&(7==9)))", 1, 2, 0);
	T = trans[1][2513] = settr(4266,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4266,2,2508,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4266,2,2511,0,0,"IF", 1, 2, 0);
	trans[1][2508]	= settr(4261,2,2637,1643,1643,"(all_ranks_posted)", 1, 2, 0); /* m: 2509 -> 2637,0 */
	reached1[2509] = 1;
	trans[1][2509]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2510]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2514]	= settr(4267,2,2637,1,0,".(goto)", 1, 2, 0);
	trans[1][2511]	= settr(4264,2,2512,2,0,"else", 1, 2, 0);
	trans[1][2512]	= settr(4265,2,2637,1644,1644,"ok = 0", 1, 2, 0);
	trans[1][2515]	= settr(4268,2,2521,1645,0,"(((rst[i]==5)&&(7==8)))", 1, 2, 0);
	T = trans[1][2521] = settr(4274,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4274,2,2516,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4274,2,2519,0,0,"IF", 1, 2, 0);
	trans[1][2516]	= settr(4269,2,2637,1646,1646,"(probe_ok)", 1, 2, 0); /* m: 2517 -> 2637,0 */
	reached1[2517] = 1;
	trans[1][2517]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][2518]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][2522]	= settr(4275,2,2637,1,0,".(goto)", 1, 2, 0);
	trans[1][2519]	= settr(4272,2,2520,2,0,"else", 1, 2, 0);
	trans[1][2520]	= settr(4273,2,2637,1647,1647,"ok = 0", 1, 2, 0);
	trans[1][2523]	= settr(4276,2,2529,1648,0,"(((rst[i]==4)&&(7==7)))", 1, 2, 0);
	T = trans[1][2529] = settr(4282,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4282,2,2524,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4282,2,2527,0,0,"IF", 1, 2, 0);
	trans[1][2524]	= settr(4277,2,2637,1649,1649,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 2525 -> 2637,0 */
	reached1[2525] = 1;
	trans[1][2525]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][2526]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][2530]	= settr(4283,2,2637,1,0,".(goto)", 1, 2, 0);
	trans[1][2527]	= settr(4280,2,2528,2,0,"else", 1, 2, 0);
	trans[1][2528]	= settr(4281,2,2637,1650,1650,"ok = 0", 1, 2, 0);
	trans[1][2531]	= settr(4284,2,2637,1651,1651,"(((rst[i]==3)&&(7==6)))", 1, 2, 0); /* m: 2532 -> 2637,0 */
	reached1[2532] = 1;
	trans[1][2532]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][2533]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][2534]	= settr(4287,2,2637,1652,1652,"(((rst[i]==7)&&(7==5)))", 1, 2, 0); /* m: 2535 -> 2637,0 */
	reached1[2535] = 1;
	trans[1][2535]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2536]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2537]	= settr(4290,2,2637,1653,1653,"(((rst[i]==7)&&(7==4)))", 1, 2, 0); /* m: 2538 -> 2637,0 */
	reached1[2538] = 1;
	trans[1][2538]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2539]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2540]	= settr(4293,2,2637,1654,1654,"(((rst[i]==7)&&(7==3)))", 1, 2, 0); /* m: 2541 -> 2637,0 */
	reached1[2541] = 1;
	trans[1][2541]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2542]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2543]	= settr(4296,2,2637,1655,1655,"(((rst[i]==6)&&(7==5)))", 1, 2, 0); /* m: 2544 -> 2637,0 */
	reached1[2544] = 1;
	trans[1][2544]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2545]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2546]	= settr(4299,2,2637,1656,1656,"(((rst[i]==6)&&(7==4)))", 1, 2, 0); /* m: 2547 -> 2637,0 */
	reached1[2547] = 1;
	trans[1][2547]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2548]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2549]	= settr(4302,2,2637,1657,1657,"(((rst[i]==6)&&(7==3)))", 1, 2, 0); /* m: 2550 -> 2637,0 */
	reached1[2550] = 1;
	trans[1][2550]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2551]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2552]	= settr(4305,2,2637,1658,1658,"(((rst[i]==5)&&(7==5)))", 1, 2, 0); /* m: 2553 -> 2637,0 */
	reached1[2553] = 1;
	trans[1][2553]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2554]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2555]	= settr(4308,2,2637,1659,1659,"(((rst[i]==5)&&(7==4)))", 1, 2, 0); /* m: 2556 -> 2637,0 */
	reached1[2556] = 1;
	trans[1][2556]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2557]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2558]	= settr(4311,2,2637,1660,1660,"(((rst[i]==5)&&(7==3)))", 1, 2, 0); /* m: 2559 -> 2637,0 */
	reached1[2559] = 1;
	trans[1][2559]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2560]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2561]	= settr(4314,2,2637,1661,1661,"(((rst[i]==4)&&(7==5)))", 1, 2, 0); /* m: 2562 -> 2637,0 */
	reached1[2562] = 1;
	trans[1][2562]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2563]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2564]	= settr(4317,2,2637,1662,1662,"(((rst[i]==4)&&(7==4)))", 1, 2, 0); /* m: 2565 -> 2637,0 */
	reached1[2565] = 1;
	trans[1][2565]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2566]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2567]	= settr(4320,2,2637,1663,1663,"(((rst[i]==4)&&(7==3)))", 1, 2, 0); /* m: 2568 -> 2637,0 */
	reached1[2568] = 1;
	trans[1][2568]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2569]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2570]	= settr(4323,2,2637,1664,1664,"(((rst[i]==3)&&(7==5)))", 1, 2, 0); /* m: 2571 -> 2637,0 */
	reached1[2571] = 1;
	trans[1][2571]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2572]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2573]	= settr(4326,2,2637,1665,1665,"(((rst[i]==3)&&(7==4)))", 1, 2, 0); /* m: 2574 -> 2637,0 */
	reached1[2574] = 1;
	trans[1][2574]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2575]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2576]	= settr(4329,2,2637,1666,1666,"(((rst[i]==3)&&(7==3)))", 1, 2, 0); /* m: 2577 -> 2637,0 */
	reached1[2577] = 1;
	trans[1][2577]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2578]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2579]	= settr(4332,2,2637,1667,1667,"(((rst[i]==2)&&(7==5)))", 1, 2, 0); /* m: 2580 -> 2637,0 */
	reached1[2580] = 1;
	trans[1][2580]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2581]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2582]	= settr(4335,2,2637,1668,1668,"(((rst[i]==2)&&(7==4)))", 1, 2, 0); /* m: 2583 -> 2637,0 */
	reached1[2583] = 1;
	trans[1][2583]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2584]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2585]	= settr(4338,2,2637,1669,1669,"(((rst[i]==2)&&(7==3)))", 1, 2, 0); /* m: 2586 -> 2637,0 */
	reached1[2586] = 1;
	trans[1][2586]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2587]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2588]	= settr(4341,2,2637,1670,1670,"(((rst[i]==1)&&(7==5)))", 1, 2, 0); /* m: 2589 -> 2637,0 */
	reached1[2589] = 1;
	trans[1][2589]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2590]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2591]	= settr(4344,2,2637,1671,1671,"(((rst[i]==1)&&(7==4)))", 1, 2, 0); /* m: 2592 -> 2637,0 */
	reached1[2592] = 1;
	trans[1][2592]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2593]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2594]	= settr(4347,2,2637,1672,1672,"(((rst[i]==1)&&(7==3)))", 1, 2, 0); /* m: 2595 -> 2637,0 */
	reached1[2595] = 1;
	trans[1][2595]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2596]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2597]	= settr(4350,2,2606,1673,0,"(((rst[i]==1)&&(7==2)))", 1, 2, 0);
	T = trans[1][2606] = settr(4359,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4359,2,2598,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4359,2,2601,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4359,2,2604,0,0,"IF", 1, 2, 0);
	trans[1][2598]	= settr(4351,2,2637,1674,1674,"(group_intact)", 1, 2, 0); /* m: 2599 -> 2637,0 */
	reached1[2599] = 1;
	trans[1][2599]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][2600]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][2607]	= settr(4360,2,2637,1,0,".(goto)", 1, 2, 0);
	trans[1][2601]	= settr(4354,2,2637,1675,1675,"(!(group_intact))", 1, 2, 0); /* m: 2602 -> 2637,0 */
	reached1[2602] = 1;
	trans[1][2602]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2603]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][2604]	= settr(4357,2,2605,2,0,"else", 1, 2, 0);
	trans[1][2605]	= settr(4358,2,2637,1676,1676,"ok = 0", 1, 2, 0);
	trans[1][2608]	= settr(4361,2,2637,1677,1677,"(((rst[i]==6)&&(7==1)))", 1, 2, 0); /* m: 2609 -> 2637,0 */
	reached1[2609] = 1;
	trans[1][2609]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2610]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2611]	= settr(4364,2,2637,1678,1678,"(((rst[i]==2)&&(7==1)))", 1, 2, 0); /* m: 2612 -> 2637,0 */
	reached1[2612] = 1;
	trans[1][2612]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2613]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2614]	= settr(4367,2,2637,1679,1679,"(((rst[i]==1)&&(7==1)))", 1, 2, 0); /* m: 2615 -> 2637,0 */
	reached1[2615] = 1;
	trans[1][2615]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2616]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2617]	= settr(4370,2,2618,2,0,"else", 1, 2, 0);
	trans[1][2618]	= settr(4371,2,2637,1680,0,"assert(0)", 1, 2, 0);
	T = trans[1][2637] = settr(4390,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4390,2,2622,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4390,2,2635,0,0,"IF", 1, 2, 0);
	trans[1][2622]	= settr(4375,2,2633,1681,0,"(ok)", 1, 2, 0);
	T = trans[ 1][2633] = settr(4386,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4386,0,2623,0,0,"sub-sequence", 1, 2, 0);
	trans[1][2623]	= settr(4376,2,2630,1682,1682,"passed_in[((i*(2+1))+a)] = 1", 1, 2, 0); /* m: 2624 -> 0,2630 */
	reached1[2624] = 1;
	trans[1][2624]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][2631]	= settr(4384,2,2630,1,0,".(goto)", 1, 2, 0);
	T = trans[1][2630] = settr(4383,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(4383,2,2625,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(4383,2,2628,0,0,"DO", 1, 2, 0);
	trans[1][2625]	= settr(4378,2,2630,1683,1683,"((k<=(2-1)))", 1, 2, 0); /* m: 2626 -> 2630,0 */
	reached1[2626] = 1;
	trans[1][2626]	= settr(0,0,0,0,0,"assert(!(rb_in[((k*(2+1))+a)]))",0,0,0);
	trans[1][2627]	= settr(0,0,0,0,0,"k = (k+1)",0,0,0);
	trans[1][2628]	= settr(4381,2,2634,2,0,"else", 1, 2, 0);
	trans[1][2629]	= settr(4382,2,2634,1,0,"goto :b35", 1, 2, 0); /* m: 2634 -> 0,3350 */
	reached1[2634] = 1;
	trans[1][2632]	= settr(4385,2,2634,1,0,"break", 1, 2, 0);
	trans[1][2634]	= settr(4387,6,3350,1684,1684,"r_unc[i] = 0", 1, 2, 0);
	trans[1][2638]	= settr(4391,2,3350,1,0,".(goto)", 1, 2, 0);
	trans[1][2635]	= settr(4388,2,2636,2,0,"else", 1, 2, 0);
	trans[1][2636]	= settr(4389,2,3350,1,0,"(1)", 1, 2, 0);
	T = trans[1][3350] = settr(5103,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5103,2,2640,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5103,2,3066,0,0,"IF", 1, 2, 0);
	trans[1][2640]	= settr(4393,2,3064,1685,1685,"(ok)", 1, 2, 0); /* m: 2641 -> 3064,0 */
	reached1[2641] = 1;
	trans[1][2641]	= settr(0,0,0,0,0,"assert((nrecv==2))",0,0,0);
	trans[1][2642]	= settr(0,0,0,0,0,"assert((aborted_att!=a))",0,0,0);
	T = trans[1][3064] = settr(4817,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4817,2,2643,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4817,2,2787,0,0,"IF", 1, 2, 0);
	trans[1][2643]	= settr(4396,2,2770,1686,1686,"applied_att[i] = a", 1, 2, 0);
	T = trans[ 1][2770] = settr(4523,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4523,0,2644,0,0,"sub-sequence", 1, 2, 0);
	trans[1][2644]	= settr(4397,2,2768,1687,1687,"ok = 1", 1, 2, 0);
	T = trans[1][2768] = settr(4521,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2645,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2648,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2656,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2664,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2672,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2680,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2683,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2686,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2689,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2692,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2695,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2698,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2701,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2704,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2707,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2710,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2713,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2716,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2719,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2722,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2725,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2728,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2731,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2734,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2737,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2740,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2743,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2746,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2757,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2760,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4521,2,2763,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4521,2,2766,0,0,"IF", 1, 2, 0);
	trans[1][2645]	= settr(4398,2,2785,1688,1688,"(((rst[i]==7)&&(6==10)))", 1, 2, 0); /* m: 2646 -> 2785,0 */
	reached1[2646] = 1;
	trans[1][2646]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][2647]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][2769]	= settr(4522,2,2785,1,0,".(goto)", 1, 2, 0);
	trans[1][2648]	= settr(4401,2,2654,1689,0,"(((rst[i]==6)&&(6==9)))", 1, 2, 0);
	T = trans[1][2654] = settr(4407,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4407,2,2649,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4407,2,2652,0,0,"IF", 1, 2, 0);
	trans[1][2649]	= settr(4402,2,2785,1690,1690,"(all_ranks_posted)", 1, 2, 0); /* m: 2650 -> 2785,0 */
	reached1[2650] = 1;
	trans[1][2650]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2651]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2655]	= settr(4408,2,2785,1,0,".(goto)", 1, 2, 0);
	trans[1][2652]	= settr(4405,2,2653,2,0,"else", 1, 2, 0);
	trans[1][2653]	= settr(4406,2,2785,1691,1691,"ok = 0", 1, 2, 0);
	trans[1][2656]	= settr(4409,2,2662,1692,0,"(((rst[i]==2)&&(6==9)))", 1, 2, 0);
	T = trans[1][2662] = settr(4415,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4415,2,2657,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4415,2,2660,0,0,"IF", 1, 2, 0);
	trans[1][2657]	= settr(4410,2,2785,1693,1693,"(all_ranks_posted)", 1, 2, 0); /* m: 2658 -> 2785,0 */
	reached1[2658] = 1;
	trans[1][2658]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2659]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2663]	= settr(4416,2,2785,1,0,".(goto)", 1, 2, 0);
	trans[1][2660]	= settr(4413,2,2661,2,0,"else", 1, 2, 0);
	trans[1][2661]	= settr(4414,2,2785,1694,1694,"ok = 0", 1, 2, 0);
	trans[1][2664]	= settr(4417,2,2670,1695,0,"(((rst[i]==5)&&(6==8)))", 1, 2, 0);
	T = trans[1][2670] = settr(4423,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4423,2,2665,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4423,2,2668,0,0,"IF", 1, 2, 0);
	trans[1][2665]	= settr(4418,2,2785,1696,1696,"(probe_ok)", 1, 2, 0); /* m: 2666 -> 2785,0 */
	reached1[2666] = 1;
	trans[1][2666]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][2667]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][2671]	= settr(4424,2,2785,1,0,".(goto)", 1, 2, 0);
	trans[1][2668]	= settr(4421,2,2669,2,0,"else", 1, 2, 0);
	trans[1][2669]	= settr(4422,2,2785,1697,1697,"ok = 0", 1, 2, 0);
	trans[1][2672]	= settr(4425,2,2678,1698,0,"(((rst[i]==4)&&(6==7)))", 1, 2, 0);
	T = trans[1][2678] = settr(4431,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4431,2,2673,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4431,2,2676,0,0,"IF", 1, 2, 0);
	trans[1][2673]	= settr(4426,2,2785,1699,1699,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 2674 -> 2785,0 */
	reached1[2674] = 1;
	trans[1][2674]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][2675]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][2679]	= settr(4432,2,2785,1,0,".(goto)", 1, 2, 0);
	trans[1][2676]	= settr(4429,2,2677,2,0,"else", 1, 2, 0);
	trans[1][2677]	= settr(4430,2,2785,1700,1700,"ok = 0", 1, 2, 0);
	trans[1][2680]	= settr(4433,2,2785,1701,1701,"(((rst[i]==3)&&(6==6)))", 1, 2, 0); /* m: 2681 -> 2785,0 */
	reached1[2681] = 1;
	trans[1][2681]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][2682]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][2683]	= settr(4436,2,2785,1702,1702,"(((rst[i]==7)&&(6==5)))", 1, 2, 0); /* m: 2684 -> 2785,0 */
	reached1[2684] = 1;
	trans[1][2684]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2685]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2686]	= settr(4439,2,2785,1703,1703,"(((rst[i]==7)&&(6==4)))", 1, 2, 0); /* m: 2687 -> 2785,0 */
	reached1[2687] = 1;
	trans[1][2687]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2688]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2689]	= settr(4442,2,2785,1704,1704,"(((rst[i]==7)&&(6==3)))", 1, 2, 0); /* m: 2690 -> 2785,0 */
	reached1[2690] = 1;
	trans[1][2690]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2691]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2692]	= settr(4445,2,2785,1705,1705,"(((rst[i]==6)&&(6==5)))", 1, 2, 0); /* m: 2693 -> 2785,0 */
	reached1[2693] = 1;
	trans[1][2693]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2694]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2695]	= settr(4448,2,2785,1706,1706,"(((rst[i]==6)&&(6==4)))", 1, 2, 0); /* m: 2696 -> 2785,0 */
	reached1[2696] = 1;
	trans[1][2696]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2697]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2698]	= settr(4451,2,2785,1707,1707,"(((rst[i]==6)&&(6==3)))", 1, 2, 0); /* m: 2699 -> 2785,0 */
	reached1[2699] = 1;
	trans[1][2699]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2700]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2701]	= settr(4454,2,2785,1708,1708,"(((rst[i]==5)&&(6==5)))", 1, 2, 0); /* m: 2702 -> 2785,0 */
	reached1[2702] = 1;
	trans[1][2702]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2703]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2704]	= settr(4457,2,2785,1709,1709,"(((rst[i]==5)&&(6==4)))", 1, 2, 0); /* m: 2705 -> 2785,0 */
	reached1[2705] = 1;
	trans[1][2705]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2706]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2707]	= settr(4460,2,2785,1710,1710,"(((rst[i]==5)&&(6==3)))", 1, 2, 0); /* m: 2708 -> 2785,0 */
	reached1[2708] = 1;
	trans[1][2708]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2709]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2710]	= settr(4463,2,2785,1711,1711,"(((rst[i]==4)&&(6==5)))", 1, 2, 0); /* m: 2711 -> 2785,0 */
	reached1[2711] = 1;
	trans[1][2711]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2712]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2713]	= settr(4466,2,2785,1712,1712,"(((rst[i]==4)&&(6==4)))", 1, 2, 0); /* m: 2714 -> 2785,0 */
	reached1[2714] = 1;
	trans[1][2714]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2715]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2716]	= settr(4469,2,2785,1713,1713,"(((rst[i]==4)&&(6==3)))", 1, 2, 0); /* m: 2717 -> 2785,0 */
	reached1[2717] = 1;
	trans[1][2717]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2718]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2719]	= settr(4472,2,2785,1714,1714,"(((rst[i]==3)&&(6==5)))", 1, 2, 0); /* m: 2720 -> 2785,0 */
	reached1[2720] = 1;
	trans[1][2720]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2721]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2722]	= settr(4475,2,2785,1715,1715,"(((rst[i]==3)&&(6==4)))", 1, 2, 0); /* m: 2723 -> 2785,0 */
	reached1[2723] = 1;
	trans[1][2723]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2724]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2725]	= settr(4478,2,2785,1716,1716,"(((rst[i]==3)&&(6==3)))", 1, 2, 0); /* m: 2726 -> 2785,0 */
	reached1[2726] = 1;
	trans[1][2726]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2727]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2728]	= settr(4481,2,2785,1717,1717,"(((rst[i]==2)&&(6==5)))", 1, 2, 0); /* m: 2729 -> 2785,0 */
	reached1[2729] = 1;
	trans[1][2729]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2730]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2731]	= settr(4484,2,2785,1718,1718,"(((rst[i]==2)&&(6==4)))", 1, 2, 0); /* m: 2732 -> 2785,0 */
	reached1[2732] = 1;
	trans[1][2732]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2733]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2734]	= settr(4487,2,2785,1719,1719,"(((rst[i]==2)&&(6==3)))", 1, 2, 0); /* m: 2735 -> 2785,0 */
	reached1[2735] = 1;
	trans[1][2735]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2736]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2737]	= settr(4490,2,2785,1720,1720,"(((rst[i]==1)&&(6==5)))", 1, 2, 0); /* m: 2738 -> 2785,0 */
	reached1[2738] = 1;
	trans[1][2738]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2739]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2740]	= settr(4493,2,2785,1721,1721,"(((rst[i]==1)&&(6==4)))", 1, 2, 0); /* m: 2741 -> 2785,0 */
	reached1[2741] = 1;
	trans[1][2741]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2742]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2743]	= settr(4496,2,2785,1722,1722,"(((rst[i]==1)&&(6==3)))", 1, 2, 0); /* m: 2744 -> 2785,0 */
	reached1[2744] = 1;
	trans[1][2744]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2745]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2746]	= settr(4499,2,2755,1723,0,"(((rst[i]==1)&&(6==2)))", 1, 2, 0);
	T = trans[1][2755] = settr(4508,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4508,2,2747,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4508,2,2750,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4508,2,2753,0,0,"IF", 1, 2, 0);
	trans[1][2747]	= settr(4500,2,2785,1724,1724,"(group_intact)", 1, 2, 0); /* m: 2748 -> 2785,0 */
	reached1[2748] = 1;
	trans[1][2748]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][2749]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][2756]	= settr(4509,2,2785,1,0,".(goto)", 1, 2, 0);
	trans[1][2750]	= settr(4503,2,2785,1725,1725,"(!(group_intact))", 1, 2, 0); /* m: 2751 -> 2785,0 */
	reached1[2751] = 1;
	trans[1][2751]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2752]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][2753]	= settr(4506,2,2754,2,0,"else", 1, 2, 0);
	trans[1][2754]	= settr(4507,2,2785,1726,1726,"ok = 0", 1, 2, 0);
	trans[1][2757]	= settr(4510,2,2785,1727,1727,"(((rst[i]==6)&&(6==1)))", 1, 2, 0); /* m: 2758 -> 2785,0 */
	reached1[2758] = 1;
	trans[1][2758]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2759]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2760]	= settr(4513,2,2785,1728,1728,"(((rst[i]==2)&&(6==1)))", 1, 2, 0); /* m: 2761 -> 2785,0 */
	reached1[2761] = 1;
	trans[1][2761]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2762]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2763]	= settr(4516,2,2785,1729,1729,"(((rst[i]==1)&&(6==1)))", 1, 2, 0); /* m: 2764 -> 2785,0 */
	reached1[2764] = 1;
	trans[1][2764]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2765]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2766]	= settr(4519,2,2767,2,0,"else", 1, 2, 0);
	trans[1][2767]	= settr(4520,2,2785,1730,0,"assert(0)", 1, 2, 0);
	T = trans[1][2785] = settr(4538,2,0,0,0,"IF", 1, 2, 0);
#if 0
	/* dead link: */
	T = T->nxt	= settr(4538,2,2771,0,0,"IF", 1, 2, 0);
#endif
	    T->nxt	= settr(4538,2,2783,0,0,"IF", 1, 2, 0);
	trans[1][2771]	= settr(0,0,0,0,0,"(0)",0,0,0);
	T = trans[ 1][2782] = settr(4535,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4535,0,2780,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][2780] = settr(4533,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4533,2,2772,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4533,2,2774,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4533,2,2778,0,0,"IF", 1, 2, 0);
	trans[1][2772]	= settr(4525,2,2773,1731,0,"(full(up))", 1, 1505, 0);
	trans[1][2773]	= settr(4526,0,3366,1732,1732,"(1)", 1, 2, 0); /* m: 3065 -> 3366,0 */
	reached1[3065] = 1;
	trans[1][2781]	= settr(4534,2,3065,1,0,".(goto)", 1, 2, 0); /* m: 3065 -> 0,3366 */
	reached1[3065] = 1;
	trans[1][2774]	= settr(4527,0,3366,1733,1733,"((faults<2))", 1, 2, 0); /* m: 2775 -> 3366,0 */
	reached1[2775] = 1;
	trans[1][2775]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][2776]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][2777]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][2778]	= settr(4531,2,2779,1734,0,"(nfull(up))", 1, 5, 0);
	trans[1][2779]	= settr(4532,0,3366,1735,1735,"up!3,i,a,1", 1, 5, 0); /* m: 3065 -> 3366,0 */
	reached1[3065] = 1;
	trans[1][2786]	= settr(4539,2,3065,1,0,".(goto)", 1, 2, 0); /* m: 3065 -> 0,3366 */
	reached1[3065] = 1;
	trans[1][2783]	= settr(4536,2,2784,2,0,"else", 1, 2, 0);
	trans[1][2784]	= settr(4537,0,3366,1736,1736,"(1)", 1, 2, 0); /* m: 3065 -> 3366,0 */
	reached1[3065] = 1;
	trans[1][3065]	= settr(4818,0,3366,1737,1737,".(goto)", 1, 2, 0); /* m: 3351 -> 0,3366 */
	reached1[3351] = 1;
	trans[1][2787]	= settr(4540,2,2917,1738,1738,"((faults<2))", 1, 2, 0); /* m: 2788 -> 2917,0 */
	reached1[2788] = 1;
	trans[1][2788]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][2789]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][2790]	= settr(0,0,0,0,0,"printf('fault: receiver %d: apply fails\\n',i)",0,0,0);
	T = trans[ 1][2917] = settr(4670,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4670,0,2791,0,0,"sub-sequence", 1, 2, 0);
	trans[1][2791]	= settr(4544,2,2915,1739,1739,"ok = 1", 1, 2, 0);
	T = trans[1][2915] = settr(4668,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2792,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2795,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2803,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2811,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2819,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2827,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2830,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2833,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2836,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2839,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2842,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2845,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2848,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2851,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2854,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2857,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2860,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2863,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2866,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2869,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2872,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2875,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2878,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2881,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2884,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2887,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2890,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2893,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2904,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2907,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4668,2,2910,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4668,2,2913,0,0,"IF", 1, 2, 0);
	trans[1][2792]	= settr(4545,2,3047,1740,1740,"(((rst[i]==7)&&(5==10)))", 1, 2, 0); /* m: 2793 -> 3047,0 */
	reached1[2793] = 1;
	trans[1][2793]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][2794]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][2916]	= settr(4669,2,3047,1,0,".(goto)", 1, 2, 0);
	trans[1][2795]	= settr(4548,2,2801,1741,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][2801] = settr(4554,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4554,2,2796,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4554,2,2799,0,0,"IF", 1, 2, 0);
	trans[1][2796]	= settr(4549,2,3047,1742,1742,"(all_ranks_posted)", 1, 2, 0); /* m: 2797 -> 3047,0 */
	reached1[2797] = 1;
	trans[1][2797]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2798]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2802]	= settr(4555,2,3047,1,0,".(goto)", 1, 2, 0);
	trans[1][2799]	= settr(4552,2,2800,2,0,"else", 1, 2, 0);
	trans[1][2800]	= settr(4553,2,3047,1743,1743,"ok = 0", 1, 2, 0);
	trans[1][2803]	= settr(4556,2,2809,1744,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][2809] = settr(4562,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4562,2,2804,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4562,2,2807,0,0,"IF", 1, 2, 0);
	trans[1][2804]	= settr(4557,2,3047,1745,1745,"(all_ranks_posted)", 1, 2, 0); /* m: 2805 -> 3047,0 */
	reached1[2805] = 1;
	trans[1][2805]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2806]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2810]	= settr(4563,2,3047,1,0,".(goto)", 1, 2, 0);
	trans[1][2807]	= settr(4560,2,2808,2,0,"else", 1, 2, 0);
	trans[1][2808]	= settr(4561,2,3047,1746,1746,"ok = 0", 1, 2, 0);
	trans[1][2811]	= settr(4564,2,2817,1747,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][2817] = settr(4570,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4570,2,2812,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4570,2,2815,0,0,"IF", 1, 2, 0);
	trans[1][2812]	= settr(4565,2,3047,1748,1748,"(probe_ok)", 1, 2, 0); /* m: 2813 -> 3047,0 */
	reached1[2813] = 1;
	trans[1][2813]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][2814]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][2818]	= settr(4571,2,3047,1,0,".(goto)", 1, 2, 0);
	trans[1][2815]	= settr(4568,2,2816,2,0,"else", 1, 2, 0);
	trans[1][2816]	= settr(4569,2,3047,1749,1749,"ok = 0", 1, 2, 0);
	trans[1][2819]	= settr(4572,2,2825,1750,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][2825] = settr(4578,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4578,2,2820,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4578,2,2823,0,0,"IF", 1, 2, 0);
	trans[1][2820]	= settr(4573,2,3047,1751,1751,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 2821 -> 3047,0 */
	reached1[2821] = 1;
	trans[1][2821]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][2822]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][2826]	= settr(4579,2,3047,1,0,".(goto)", 1, 2, 0);
	trans[1][2823]	= settr(4576,2,2824,2,0,"else", 1, 2, 0);
	trans[1][2824]	= settr(4577,2,3047,1752,1752,"ok = 0", 1, 2, 0);
	trans[1][2827]	= settr(4580,2,3047,1753,1753,"(((rst[i]==3)&&(5==6)))", 1, 2, 0); /* m: 2828 -> 3047,0 */
	reached1[2828] = 1;
	trans[1][2828]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][2829]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][2830]	= settr(4583,2,3047,1754,1754,"(((rst[i]==7)&&(5==5)))", 1, 2, 0); /* m: 2831 -> 3047,0 */
	reached1[2831] = 1;
	trans[1][2831]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2832]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2833]	= settr(4586,2,3047,1755,1755,"(((rst[i]==7)&&(5==4)))", 1, 2, 0); /* m: 2834 -> 3047,0 */
	reached1[2834] = 1;
	trans[1][2834]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2835]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2836]	= settr(4589,2,3047,1756,1756,"(((rst[i]==7)&&(5==3)))", 1, 2, 0); /* m: 2837 -> 3047,0 */
	reached1[2837] = 1;
	trans[1][2837]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2838]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2839]	= settr(4592,2,3047,1757,1757,"(((rst[i]==6)&&(5==5)))", 1, 2, 0); /* m: 2840 -> 3047,0 */
	reached1[2840] = 1;
	trans[1][2840]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2841]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2842]	= settr(4595,2,3047,1758,1758,"(((rst[i]==6)&&(5==4)))", 1, 2, 0); /* m: 2843 -> 3047,0 */
	reached1[2843] = 1;
	trans[1][2843]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2844]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2845]	= settr(4598,2,3047,1759,1759,"(((rst[i]==6)&&(5==3)))", 1, 2, 0); /* m: 2846 -> 3047,0 */
	reached1[2846] = 1;
	trans[1][2846]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2847]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2848]	= settr(4601,2,3047,1760,1760,"(((rst[i]==5)&&(5==5)))", 1, 2, 0); /* m: 2849 -> 3047,0 */
	reached1[2849] = 1;
	trans[1][2849]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2850]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2851]	= settr(4604,2,3047,1761,1761,"(((rst[i]==5)&&(5==4)))", 1, 2, 0); /* m: 2852 -> 3047,0 */
	reached1[2852] = 1;
	trans[1][2852]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2853]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2854]	= settr(4607,2,3047,1762,1762,"(((rst[i]==5)&&(5==3)))", 1, 2, 0); /* m: 2855 -> 3047,0 */
	reached1[2855] = 1;
	trans[1][2855]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2856]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2857]	= settr(4610,2,3047,1763,1763,"(((rst[i]==4)&&(5==5)))", 1, 2, 0); /* m: 2858 -> 3047,0 */
	reached1[2858] = 1;
	trans[1][2858]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2859]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2860]	= settr(4613,2,3047,1764,1764,"(((rst[i]==4)&&(5==4)))", 1, 2, 0); /* m: 2861 -> 3047,0 */
	reached1[2861] = 1;
	trans[1][2861]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2862]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2863]	= settr(4616,2,3047,1765,1765,"(((rst[i]==4)&&(5==3)))", 1, 2, 0); /* m: 2864 -> 3047,0 */
	reached1[2864] = 1;
	trans[1][2864]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2865]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2866]	= settr(4619,2,3047,1766,1766,"(((rst[i]==3)&&(5==5)))", 1, 2, 0); /* m: 2867 -> 3047,0 */
	reached1[2867] = 1;
	trans[1][2867]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2868]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2869]	= settr(4622,2,3047,1767,1767,"(((rst[i]==3)&&(5==4)))", 1, 2, 0); /* m: 2870 -> 3047,0 */
	reached1[2870] = 1;
	trans[1][2870]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2871]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2872]	= settr(4625,2,3047,1768,1768,"(((rst[i]==3)&&(5==3)))", 1, 2, 0); /* m: 2873 -> 3047,0 */
	reached1[2873] = 1;
	trans[1][2873]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2874]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2875]	= settr(4628,2,3047,1769,1769,"(((rst[i]==2)&&(5==5)))", 1, 2, 0); /* m: 2876 -> 3047,0 */
	reached1[2876] = 1;
	trans[1][2876]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2877]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2878]	= settr(4631,2,3047,1770,1770,"(((rst[i]==2)&&(5==4)))", 1, 2, 0); /* m: 2879 -> 3047,0 */
	reached1[2879] = 1;
	trans[1][2879]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2880]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2881]	= settr(4634,2,3047,1771,1771,"(((rst[i]==2)&&(5==3)))", 1, 2, 0); /* m: 2882 -> 3047,0 */
	reached1[2882] = 1;
	trans[1][2882]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2883]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2884]	= settr(4637,2,3047,1772,1772,"(((rst[i]==1)&&(5==5)))", 1, 2, 0); /* m: 2885 -> 3047,0 */
	reached1[2885] = 1;
	trans[1][2885]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2886]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2887]	= settr(4640,2,3047,1773,1773,"(((rst[i]==1)&&(5==4)))", 1, 2, 0); /* m: 2888 -> 3047,0 */
	reached1[2888] = 1;
	trans[1][2888]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2889]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2890]	= settr(4643,2,3047,1774,1774,"(((rst[i]==1)&&(5==3)))", 1, 2, 0); /* m: 2891 -> 3047,0 */
	reached1[2891] = 1;
	trans[1][2891]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2892]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2893]	= settr(4646,2,2902,1775,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][2902] = settr(4655,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4655,2,2894,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4655,2,2897,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4655,2,2900,0,0,"IF", 1, 2, 0);
	trans[1][2894]	= settr(4647,2,3047,1776,1776,"(group_intact)", 1, 2, 0); /* m: 2895 -> 3047,0 */
	reached1[2895] = 1;
	trans[1][2895]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][2896]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][2903]	= settr(4656,2,3047,1,0,".(goto)", 1, 2, 0);
	trans[1][2897]	= settr(4650,2,3047,1777,1777,"(!(group_intact))", 1, 2, 0); /* m: 2898 -> 3047,0 */
	reached1[2898] = 1;
	trans[1][2898]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2899]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][2900]	= settr(4653,2,2901,2,0,"else", 1, 2, 0);
	trans[1][2901]	= settr(4654,2,3047,1778,1778,"ok = 0", 1, 2, 0);
	trans[1][2904]	= settr(4657,2,3047,1779,1779,"(((rst[i]==6)&&(5==1)))", 1, 2, 0); /* m: 2905 -> 3047,0 */
	reached1[2905] = 1;
	trans[1][2905]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2906]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2907]	= settr(4660,2,3047,1780,1780,"(((rst[i]==2)&&(5==1)))", 1, 2, 0); /* m: 2908 -> 3047,0 */
	reached1[2908] = 1;
	trans[1][2908]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2909]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2910]	= settr(4663,2,3047,1781,1781,"(((rst[i]==1)&&(5==1)))", 1, 2, 0); /* m: 2911 -> 3047,0 */
	reached1[2911] = 1;
	trans[1][2911]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][2912]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][2913]	= settr(4666,2,2914,2,0,"else", 1, 2, 0);
	trans[1][2914]	= settr(4667,2,3047,1782,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][3047] = settr(4800,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4800,0,2918,0,0,"sub-sequence", 1, 2, 0);
	trans[1][2918]	= settr(4671,2,3046,1783,1783,"r_unc[i] = 0", 1, 2, 0); /* m: 2919 -> 0,3046 */
	reached1[2919] = 1;
	trans[1][2919]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][3046] = settr(4799,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4799,0,2920,0,0,"sub-sequence", 1, 2, 0);
	trans[1][2920]	= settr(4673,2,3044,1784,1784,"ok = 1", 1, 2, 0);
	T = trans[1][3044] = settr(4797,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2921,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2924,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2932,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2940,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2948,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2956,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2959,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2962,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2965,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2968,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2971,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2974,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2977,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2980,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2983,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2986,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2989,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2992,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2995,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,2998,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3001,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3004,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3007,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3010,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3013,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3016,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3019,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3022,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3033,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3036,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4797,2,3039,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4797,2,3042,0,0,"IF", 1, 2, 0);
	trans[1][2921]	= settr(4674,2,3062,1785,1785,"(((rst[i]==7)&&(2==10)))", 1, 2, 0); /* m: 2922 -> 3062,0 */
	reached1[2922] = 1;
	trans[1][2922]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][2923]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3045]	= settr(4798,2,3062,1,0,".(goto)", 1, 2, 0);
	trans[1][2924]	= settr(4677,2,2930,1786,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][2930] = settr(4683,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4683,2,2925,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4683,2,2928,0,0,"IF", 1, 2, 0);
	trans[1][2925]	= settr(4678,2,3062,1787,1787,"(all_ranks_posted)", 1, 2, 0); /* m: 2926 -> 3062,0 */
	reached1[2926] = 1;
	trans[1][2926]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2927]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2931]	= settr(4684,2,3062,1,0,".(goto)", 1, 2, 0);
	trans[1][2928]	= settr(4681,2,2929,2,0,"else", 1, 2, 0);
	trans[1][2929]	= settr(4682,2,3062,1788,1788,"ok = 0", 1, 2, 0);
	trans[1][2932]	= settr(4685,2,2938,1789,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][2938] = settr(4691,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4691,2,2933,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4691,2,2936,0,0,"IF", 1, 2, 0);
	trans[1][2933]	= settr(4686,2,3062,1790,1790,"(all_ranks_posted)", 1, 2, 0); /* m: 2934 -> 3062,0 */
	reached1[2934] = 1;
	trans[1][2934]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][2935]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][2939]	= settr(4692,2,3062,1,0,".(goto)", 1, 2, 0);
	trans[1][2936]	= settr(4689,2,2937,2,0,"else", 1, 2, 0);
	trans[1][2937]	= settr(4690,2,3062,1791,1791,"ok = 0", 1, 2, 0);
	trans[1][2940]	= settr(4693,2,2946,1792,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][2946] = settr(4699,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4699,2,2941,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4699,2,2944,0,0,"IF", 1, 2, 0);
	trans[1][2941]	= settr(4694,2,3062,1793,1793,"(probe_ok)", 1, 2, 0); /* m: 2942 -> 3062,0 */
	reached1[2942] = 1;
	trans[1][2942]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][2943]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][2947]	= settr(4700,2,3062,1,0,".(goto)", 1, 2, 0);
	trans[1][2944]	= settr(4697,2,2945,2,0,"else", 1, 2, 0);
	trans[1][2945]	= settr(4698,2,3062,1794,1794,"ok = 0", 1, 2, 0);
	trans[1][2948]	= settr(4701,2,2954,1795,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][2954] = settr(4707,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4707,2,2949,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4707,2,2952,0,0,"IF", 1, 2, 0);
	trans[1][2949]	= settr(4702,2,3062,1796,1796,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 2950 -> 3062,0 */
	reached1[2950] = 1;
	trans[1][2950]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][2951]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][2955]	= settr(4708,2,3062,1,0,".(goto)", 1, 2, 0);
	trans[1][2952]	= settr(4705,2,2953,2,0,"else", 1, 2, 0);
	trans[1][2953]	= settr(4706,2,3062,1797,1797,"ok = 0", 1, 2, 0);
	trans[1][2956]	= settr(4709,2,3062,1798,1798,"(((rst[i]==3)&&(2==6)))", 1, 2, 0); /* m: 2957 -> 3062,0 */
	reached1[2957] = 1;
	trans[1][2957]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][2958]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][2959]	= settr(4712,2,3062,1799,1799,"(((rst[i]==7)&&(2==5)))", 1, 2, 0); /* m: 2960 -> 3062,0 */
	reached1[2960] = 1;
	trans[1][2960]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2961]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2962]	= settr(4715,2,3062,1800,1800,"(((rst[i]==7)&&(2==4)))", 1, 2, 0); /* m: 2963 -> 3062,0 */
	reached1[2963] = 1;
	trans[1][2963]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2964]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2965]	= settr(4718,2,3062,1801,1801,"(((rst[i]==7)&&(2==3)))", 1, 2, 0); /* m: 2966 -> 3062,0 */
	reached1[2966] = 1;
	trans[1][2966]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2967]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2968]	= settr(4721,2,3062,1802,1802,"(((rst[i]==6)&&(2==5)))", 1, 2, 0); /* m: 2969 -> 3062,0 */
	reached1[2969] = 1;
	trans[1][2969]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2970]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2971]	= settr(4724,2,3062,1803,1803,"(((rst[i]==6)&&(2==4)))", 1, 2, 0); /* m: 2972 -> 3062,0 */
	reached1[2972] = 1;
	trans[1][2972]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2973]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2974]	= settr(4727,2,3062,1804,1804,"(((rst[i]==6)&&(2==3)))", 1, 2, 0); /* m: 2975 -> 3062,0 */
	reached1[2975] = 1;
	trans[1][2975]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2976]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2977]	= settr(4730,2,3062,1805,1805,"(((rst[i]==5)&&(2==5)))", 1, 2, 0); /* m: 2978 -> 3062,0 */
	reached1[2978] = 1;
	trans[1][2978]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2979]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2980]	= settr(4733,2,3062,1806,1806,"(((rst[i]==5)&&(2==4)))", 1, 2, 0); /* m: 2981 -> 3062,0 */
	reached1[2981] = 1;
	trans[1][2981]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2982]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2983]	= settr(4736,2,3062,1807,1807,"(((rst[i]==5)&&(2==3)))", 1, 2, 0); /* m: 2984 -> 3062,0 */
	reached1[2984] = 1;
	trans[1][2984]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2985]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2986]	= settr(4739,2,3062,1808,1808,"(((rst[i]==4)&&(2==5)))", 1, 2, 0); /* m: 2987 -> 3062,0 */
	reached1[2987] = 1;
	trans[1][2987]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2988]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2989]	= settr(4742,2,3062,1809,1809,"(((rst[i]==4)&&(2==4)))", 1, 2, 0); /* m: 2990 -> 3062,0 */
	reached1[2990] = 1;
	trans[1][2990]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2991]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][2992]	= settr(4745,2,3062,1810,1810,"(((rst[i]==4)&&(2==3)))", 1, 2, 0); /* m: 2993 -> 3062,0 */
	reached1[2993] = 1;
	trans[1][2993]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2994]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][2995]	= settr(4748,2,3062,1811,1811,"(((rst[i]==3)&&(2==5)))", 1, 2, 0); /* m: 2996 -> 3062,0 */
	reached1[2996] = 1;
	trans[1][2996]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][2997]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][2998]	= settr(4751,2,3062,1812,1812,"(((rst[i]==3)&&(2==4)))", 1, 2, 0); /* m: 2999 -> 3062,0 */
	reached1[2999] = 1;
	trans[1][2999]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3000]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3001]	= settr(4754,2,3062,1813,1813,"(((rst[i]==3)&&(2==3)))", 1, 2, 0); /* m: 3002 -> 3062,0 */
	reached1[3002] = 1;
	trans[1][3002]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3003]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3004]	= settr(4757,2,3062,1814,1814,"(((rst[i]==2)&&(2==5)))", 1, 2, 0); /* m: 3005 -> 3062,0 */
	reached1[3005] = 1;
	trans[1][3005]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3006]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3007]	= settr(4760,2,3062,1815,1815,"(((rst[i]==2)&&(2==4)))", 1, 2, 0); /* m: 3008 -> 3062,0 */
	reached1[3008] = 1;
	trans[1][3008]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3009]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3010]	= settr(4763,2,3062,1816,1816,"(((rst[i]==2)&&(2==3)))", 1, 2, 0); /* m: 3011 -> 3062,0 */
	reached1[3011] = 1;
	trans[1][3011]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3012]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3013]	= settr(4766,2,3062,1817,1817,"(((rst[i]==1)&&(2==5)))", 1, 2, 0); /* m: 3014 -> 3062,0 */
	reached1[3014] = 1;
	trans[1][3014]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3015]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3016]	= settr(4769,2,3062,1818,1818,"(((rst[i]==1)&&(2==4)))", 1, 2, 0); /* m: 3017 -> 3062,0 */
	reached1[3017] = 1;
	trans[1][3017]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3018]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3019]	= settr(4772,2,3062,1819,1819,"(((rst[i]==1)&&(2==3)))", 1, 2, 0); /* m: 3020 -> 3062,0 */
	reached1[3020] = 1;
	trans[1][3020]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3021]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3022]	= settr(4775,2,3031,1820,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][3031] = settr(4784,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4784,2,3023,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4784,2,3026,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4784,2,3029,0,0,"IF", 1, 2, 0);
	trans[1][3023]	= settr(4776,2,3062,1821,1821,"(group_intact)", 1, 2, 0); /* m: 3024 -> 3062,0 */
	reached1[3024] = 1;
	trans[1][3024]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3025]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3032]	= settr(4785,2,3062,1,0,".(goto)", 1, 2, 0);
	trans[1][3026]	= settr(4779,2,3062,1822,1822,"(!(group_intact))", 1, 2, 0); /* m: 3027 -> 3062,0 */
	reached1[3027] = 1;
	trans[1][3027]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3028]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][3029]	= settr(4782,2,3030,2,0,"else", 1, 2, 0);
	trans[1][3030]	= settr(4783,2,3062,1823,1823,"ok = 0", 1, 2, 0);
	trans[1][3033]	= settr(4786,2,3062,1824,1824,"(((rst[i]==6)&&(2==1)))", 1, 2, 0); /* m: 3034 -> 3062,0 */
	reached1[3034] = 1;
	trans[1][3034]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3035]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3036]	= settr(4789,2,3062,1825,1825,"(((rst[i]==2)&&(2==1)))", 1, 2, 0); /* m: 3037 -> 3062,0 */
	reached1[3037] = 1;
	trans[1][3037]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3038]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3039]	= settr(4792,2,3062,1826,1826,"(((rst[i]==1)&&(2==1)))", 1, 2, 0); /* m: 3040 -> 3062,0 */
	reached1[3040] = 1;
	trans[1][3040]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3041]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3042]	= settr(4795,2,3043,2,0,"else", 1, 2, 0);
	trans[1][3043]	= settr(4796,2,3062,1827,0,"assert(0)", 1, 2, 0);
	T = trans[1][3062] = settr(4815,2,0,0,0,"IF", 1, 2, 0);
#if 0
	/* dead link: */
	T = T->nxt	= settr(4815,2,3048,0,0,"IF", 1, 2, 0);
#endif
	    T->nxt	= settr(4815,2,3060,0,0,"IF", 1, 2, 0);
	trans[1][3048]	= settr(0,0,0,0,0,"(0)",0,0,0);
	T = trans[ 1][3059] = settr(4812,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4812,0,3057,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][3057] = settr(4810,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4810,2,3049,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4810,2,3051,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4810,2,3055,0,0,"IF", 1, 2, 0);
	trans[1][3049]	= settr(4802,2,3050,1828,0,"(full(up))", 1, 1505, 0);
	trans[1][3050]	= settr(4803,0,3366,1829,1829,"(1)", 1, 2, 0); /* m: 3065 -> 3366,0 */
	reached1[3065] = 1;
	trans[1][3058]	= settr(4811,2,3065,1,0,".(goto)", 1, 2, 0); /* m: 3065 -> 0,3366 */
	reached1[3065] = 1;
	trans[1][3051]	= settr(4804,0,3366,1830,1830,"((faults<2))", 1, 2, 0); /* m: 3052 -> 3366,0 */
	reached1[3052] = 1;
	trans[1][3052]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][3053]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][3054]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][3055]	= settr(4808,2,3056,1831,0,"(nfull(up))", 1, 5, 0);
	trans[1][3056]	= settr(4809,0,3366,1832,1832,"up!3,i,a,0", 1, 5, 0); /* m: 3065 -> 3366,0 */
	reached1[3065] = 1;
	trans[1][3063]	= settr(4816,2,3065,1,0,".(goto)", 1, 2, 0); /* m: 3065 -> 0,3366 */
	reached1[3065] = 1;
	trans[1][3060]	= settr(4813,2,3061,2,0,"else", 1, 2, 0);
	trans[1][3061]	= settr(4814,0,3366,1833,1833,"(1)", 1, 2, 0); /* m: 3065 -> 3366,0 */
	reached1[3065] = 1;
	trans[1][3351]	= settr(5104,0,3366,1834,1834,".(goto)", 1, 2, 0);
	trans[1][3066]	= settr(4819,2,3193,2,0,"else", 1, 2, 0);
	T = trans[ 1][3193] = settr(4946,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(4946,0,3067,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3067]	= settr(4820,2,3191,1835,1835,"ok = 1", 1, 2, 0);
	T = trans[1][3191] = settr(4944,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3068,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3071,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3079,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3087,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3095,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3103,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3106,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3109,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3112,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3115,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3118,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3121,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3124,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3127,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3130,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3133,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3136,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3139,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3142,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3145,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3148,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3151,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3154,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3157,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3160,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3163,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3166,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3169,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3180,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3183,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4944,2,3186,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4944,2,3189,0,0,"IF", 1, 2, 0);
	trans[1][3068]	= settr(4821,2,3333,1836,1836,"(((rst[i]==7)&&(5==10)))", 1, 2, 0); /* m: 3069 -> 3333,0 */
	reached1[3069] = 1;
	trans[1][3069]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3070]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3192]	= settr(4945,2,3333,1,0,".(goto)", 1, 2, 0);
	trans[1][3071]	= settr(4824,2,3077,1837,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][3077] = settr(4830,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4830,2,3072,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4830,2,3075,0,0,"IF", 1, 2, 0);
	trans[1][3072]	= settr(4825,2,3333,1838,1838,"(all_ranks_posted)", 1, 2, 0); /* m: 3073 -> 3333,0 */
	reached1[3073] = 1;
	trans[1][3073]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3074]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3078]	= settr(4831,2,3333,1,0,".(goto)", 1, 2, 0);
	trans[1][3075]	= settr(4828,2,3076,2,0,"else", 1, 2, 0);
	trans[1][3076]	= settr(4829,2,3333,1839,1839,"ok = 0", 1, 2, 0);
	trans[1][3079]	= settr(4832,2,3085,1840,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][3085] = settr(4838,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4838,2,3080,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4838,2,3083,0,0,"IF", 1, 2, 0);
	trans[1][3080]	= settr(4833,2,3333,1841,1841,"(all_ranks_posted)", 1, 2, 0); /* m: 3081 -> 3333,0 */
	reached1[3081] = 1;
	trans[1][3081]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3082]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3086]	= settr(4839,2,3333,1,0,".(goto)", 1, 2, 0);
	trans[1][3083]	= settr(4836,2,3084,2,0,"else", 1, 2, 0);
	trans[1][3084]	= settr(4837,2,3333,1842,1842,"ok = 0", 1, 2, 0);
	trans[1][3087]	= settr(4840,2,3093,1843,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][3093] = settr(4846,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4846,2,3088,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4846,2,3091,0,0,"IF", 1, 2, 0);
	trans[1][3088]	= settr(4841,2,3333,1844,1844,"(probe_ok)", 1, 2, 0); /* m: 3089 -> 3333,0 */
	reached1[3089] = 1;
	trans[1][3089]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][3090]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][3094]	= settr(4847,2,3333,1,0,".(goto)", 1, 2, 0);
	trans[1][3091]	= settr(4844,2,3092,2,0,"else", 1, 2, 0);
	trans[1][3092]	= settr(4845,2,3333,1845,1845,"ok = 0", 1, 2, 0);
	trans[1][3095]	= settr(4848,2,3101,1846,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][3101] = settr(4854,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4854,2,3096,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4854,2,3099,0,0,"IF", 1, 2, 0);
	trans[1][3096]	= settr(4849,2,3333,1847,1847,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 3097 -> 3333,0 */
	reached1[3097] = 1;
	trans[1][3097]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][3098]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][3102]	= settr(4855,2,3333,1,0,".(goto)", 1, 2, 0);
	trans[1][3099]	= settr(4852,2,3100,2,0,"else", 1, 2, 0);
	trans[1][3100]	= settr(4853,2,3333,1848,1848,"ok = 0", 1, 2, 0);
	trans[1][3103]	= settr(4856,2,3333,1849,1849,"(((rst[i]==3)&&(5==6)))", 1, 2, 0); /* m: 3104 -> 3333,0 */
	reached1[3104] = 1;
	trans[1][3104]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][3105]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][3106]	= settr(4859,2,3333,1850,1850,"(((rst[i]==7)&&(5==5)))", 1, 2, 0); /* m: 3107 -> 3333,0 */
	reached1[3107] = 1;
	trans[1][3107]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3108]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3109]	= settr(4862,2,3333,1851,1851,"(((rst[i]==7)&&(5==4)))", 1, 2, 0); /* m: 3110 -> 3333,0 */
	reached1[3110] = 1;
	trans[1][3110]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3111]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3112]	= settr(4865,2,3333,1852,1852,"(((rst[i]==7)&&(5==3)))", 1, 2, 0); /* m: 3113 -> 3333,0 */
	reached1[3113] = 1;
	trans[1][3113]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3114]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3115]	= settr(4868,2,3333,1853,1853,"(((rst[i]==6)&&(5==5)))", 1, 2, 0); /* m: 3116 -> 3333,0 */
	reached1[3116] = 1;
	trans[1][3116]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3117]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3118]	= settr(4871,2,3333,1854,1854,"(((rst[i]==6)&&(5==4)))", 1, 2, 0); /* m: 3119 -> 3333,0 */
	reached1[3119] = 1;
	trans[1][3119]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3120]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3121]	= settr(4874,2,3333,1855,1855,"(((rst[i]==6)&&(5==3)))", 1, 2, 0); /* m: 3122 -> 3333,0 */
	reached1[3122] = 1;
	trans[1][3122]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3123]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3124]	= settr(4877,2,3333,1856,1856,"(((rst[i]==5)&&(5==5)))", 1, 2, 0); /* m: 3125 -> 3333,0 */
	reached1[3125] = 1;
	trans[1][3125]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3126]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3127]	= settr(4880,2,3333,1857,1857,"(((rst[i]==5)&&(5==4)))", 1, 2, 0); /* m: 3128 -> 3333,0 */
	reached1[3128] = 1;
	trans[1][3128]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3129]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3130]	= settr(4883,2,3333,1858,1858,"(((rst[i]==5)&&(5==3)))", 1, 2, 0); /* m: 3131 -> 3333,0 */
	reached1[3131] = 1;
	trans[1][3131]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3132]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3133]	= settr(4886,2,3333,1859,1859,"(((rst[i]==4)&&(5==5)))", 1, 2, 0); /* m: 3134 -> 3333,0 */
	reached1[3134] = 1;
	trans[1][3134]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3135]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3136]	= settr(4889,2,3333,1860,1860,"(((rst[i]==4)&&(5==4)))", 1, 2, 0); /* m: 3137 -> 3333,0 */
	reached1[3137] = 1;
	trans[1][3137]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3138]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3139]	= settr(4892,2,3333,1861,1861,"(((rst[i]==4)&&(5==3)))", 1, 2, 0); /* m: 3140 -> 3333,0 */
	reached1[3140] = 1;
	trans[1][3140]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3141]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3142]	= settr(4895,2,3333,1862,1862,"(((rst[i]==3)&&(5==5)))", 1, 2, 0); /* m: 3143 -> 3333,0 */
	reached1[3143] = 1;
	trans[1][3143]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3144]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3145]	= settr(4898,2,3333,1863,1863,"(((rst[i]==3)&&(5==4)))", 1, 2, 0); /* m: 3146 -> 3333,0 */
	reached1[3146] = 1;
	trans[1][3146]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3147]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3148]	= settr(4901,2,3333,1864,1864,"(((rst[i]==3)&&(5==3)))", 1, 2, 0); /* m: 3149 -> 3333,0 */
	reached1[3149] = 1;
	trans[1][3149]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3150]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3151]	= settr(4904,2,3333,1865,1865,"(((rst[i]==2)&&(5==5)))", 1, 2, 0); /* m: 3152 -> 3333,0 */
	reached1[3152] = 1;
	trans[1][3152]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3153]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3154]	= settr(4907,2,3333,1866,1866,"(((rst[i]==2)&&(5==4)))", 1, 2, 0); /* m: 3155 -> 3333,0 */
	reached1[3155] = 1;
	trans[1][3155]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3156]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3157]	= settr(4910,2,3333,1867,1867,"(((rst[i]==2)&&(5==3)))", 1, 2, 0); /* m: 3158 -> 3333,0 */
	reached1[3158] = 1;
	trans[1][3158]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3159]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3160]	= settr(4913,2,3333,1868,1868,"(((rst[i]==1)&&(5==5)))", 1, 2, 0); /* m: 3161 -> 3333,0 */
	reached1[3161] = 1;
	trans[1][3161]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3162]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3163]	= settr(4916,2,3333,1869,1869,"(((rst[i]==1)&&(5==4)))", 1, 2, 0); /* m: 3164 -> 3333,0 */
	reached1[3164] = 1;
	trans[1][3164]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3165]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3166]	= settr(4919,2,3333,1870,1870,"(((rst[i]==1)&&(5==3)))", 1, 2, 0); /* m: 3167 -> 3333,0 */
	reached1[3167] = 1;
	trans[1][3167]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3168]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3169]	= settr(4922,2,3178,1871,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][3178] = settr(4931,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4931,2,3170,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4931,2,3173,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4931,2,3176,0,0,"IF", 1, 2, 0);
	trans[1][3170]	= settr(4923,2,3333,1872,1872,"(group_intact)", 1, 2, 0); /* m: 3171 -> 3333,0 */
	reached1[3171] = 1;
	trans[1][3171]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3172]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3179]	= settr(4932,2,3333,1,0,".(goto)", 1, 2, 0);
	trans[1][3173]	= settr(4926,2,3333,1873,1873,"(!(group_intact))", 1, 2, 0); /* m: 3174 -> 3333,0 */
	reached1[3174] = 1;
	trans[1][3174]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3175]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][3176]	= settr(4929,2,3177,2,0,"else", 1, 2, 0);
	trans[1][3177]	= settr(4930,2,3333,1874,1874,"ok = 0", 1, 2, 0);
	trans[1][3180]	= settr(4933,2,3333,1875,1875,"(((rst[i]==6)&&(5==1)))", 1, 2, 0); /* m: 3181 -> 3333,0 */
	reached1[3181] = 1;
	trans[1][3181]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3182]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3183]	= settr(4936,2,3333,1876,1876,"(((rst[i]==2)&&(5==1)))", 1, 2, 0); /* m: 3184 -> 3333,0 */
	reached1[3184] = 1;
	trans[1][3184]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3185]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3186]	= settr(4939,2,3333,1877,1877,"(((rst[i]==1)&&(5==1)))", 1, 2, 0); /* m: 3187 -> 3333,0 */
	reached1[3187] = 1;
	trans[1][3187]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3188]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3189]	= settr(4942,2,3190,2,0,"else", 1, 2, 0);
	trans[1][3190]	= settr(4943,2,3333,1878,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][3333] = settr(5086,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5086,0,3194,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3194]	= settr(4947,2,3201,1879,1879,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0); /* m: 3195 -> 0,3201 */
	reached1[3195] = 1;
	trans[1][3195]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][3202]	= settr(4955,2,3201,1,0,".(goto)", 1, 2, 0);
	T = trans[1][3201] = settr(4954,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(4954,2,3196,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(4954,2,3199,0,0,"DO", 1, 2, 0);
	trans[1][3196]	= settr(4949,2,3201,1880,1880,"((k<=(2-1)))", 1, 2, 0); /* m: 3197 -> 3201,0 */
	reached1[3197] = 1;
	trans[1][3197]	= settr(0,0,0,0,0,"assert(!(passed_in[((k*(2+1))+att)]))",0,0,0);
	trans[1][3198]	= settr(0,0,0,0,0,"k = (k+1)",0,0,0);
	trans[1][3199]	= settr(4952,2,3204,2,0,"else", 1, 2, 0);
	trans[1][3200]	= settr(4953,2,3204,1,0,"goto :b36", 1, 2, 0); /* m: 3204 -> 0,3332 */
	reached1[3204] = 1;
	trans[1][3203]	= settr(4956,2,3204,1,0,"break", 1, 2, 0);
	trans[1][3204]	= settr(4957,2,3332,1881,1881,"r_unc[i] = 0", 1, 2, 0); /* m: 3205 -> 0,3332 */
	reached1[3205] = 1;
	trans[1][3205]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][3332] = settr(5085,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5085,0,3206,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3206]	= settr(4959,2,3330,1882,1882,"ok = 1", 1, 2, 0);
	T = trans[1][3330] = settr(5083,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3207,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3210,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3218,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3226,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3234,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3242,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3245,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3248,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3251,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3254,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3257,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3260,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3263,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3266,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3269,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3272,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3275,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3278,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3281,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3284,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3287,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3290,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3293,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3296,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3299,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3302,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3305,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3308,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3319,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3322,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5083,2,3325,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5083,2,3328,0,0,"IF", 1, 2, 0);
	trans[1][3207]	= settr(4960,2,3348,1883,1883,"(((rst[i]==7)&&(2==10)))", 1, 2, 0); /* m: 3208 -> 3348,0 */
	reached1[3208] = 1;
	trans[1][3208]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3209]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3331]	= settr(5084,2,3348,1,0,".(goto)", 1, 2, 0);
	trans[1][3210]	= settr(4963,2,3216,1884,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][3216] = settr(4969,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4969,2,3211,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4969,2,3214,0,0,"IF", 1, 2, 0);
	trans[1][3211]	= settr(4964,2,3348,1885,1885,"(all_ranks_posted)", 1, 2, 0); /* m: 3212 -> 3348,0 */
	reached1[3212] = 1;
	trans[1][3212]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3213]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3217]	= settr(4970,2,3348,1,0,".(goto)", 1, 2, 0);
	trans[1][3214]	= settr(4967,2,3215,2,0,"else", 1, 2, 0);
	trans[1][3215]	= settr(4968,2,3348,1886,1886,"ok = 0", 1, 2, 0);
	trans[1][3218]	= settr(4971,2,3224,1887,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][3224] = settr(4977,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4977,2,3219,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4977,2,3222,0,0,"IF", 1, 2, 0);
	trans[1][3219]	= settr(4972,2,3348,1888,1888,"(all_ranks_posted)", 1, 2, 0); /* m: 3220 -> 3348,0 */
	reached1[3220] = 1;
	trans[1][3220]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3221]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3225]	= settr(4978,2,3348,1,0,".(goto)", 1, 2, 0);
	trans[1][3222]	= settr(4975,2,3223,2,0,"else", 1, 2, 0);
	trans[1][3223]	= settr(4976,2,3348,1889,1889,"ok = 0", 1, 2, 0);
	trans[1][3226]	= settr(4979,2,3232,1890,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][3232] = settr(4985,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4985,2,3227,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4985,2,3230,0,0,"IF", 1, 2, 0);
	trans[1][3227]	= settr(4980,2,3348,1891,1891,"(probe_ok)", 1, 2, 0); /* m: 3228 -> 3348,0 */
	reached1[3228] = 1;
	trans[1][3228]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][3229]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][3233]	= settr(4986,2,3348,1,0,".(goto)", 1, 2, 0);
	trans[1][3230]	= settr(4983,2,3231,2,0,"else", 1, 2, 0);
	trans[1][3231]	= settr(4984,2,3348,1892,1892,"ok = 0", 1, 2, 0);
	trans[1][3234]	= settr(4987,2,3240,1893,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][3240] = settr(4993,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(4993,2,3235,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(4993,2,3238,0,0,"IF", 1, 2, 0);
	trans[1][3235]	= settr(4988,2,3348,1894,1894,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 3236 -> 3348,0 */
	reached1[3236] = 1;
	trans[1][3236]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][3237]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][3241]	= settr(4994,2,3348,1,0,".(goto)", 1, 2, 0);
	trans[1][3238]	= settr(4991,2,3239,2,0,"else", 1, 2, 0);
	trans[1][3239]	= settr(4992,2,3348,1895,1895,"ok = 0", 1, 2, 0);
	trans[1][3242]	= settr(4995,2,3348,1896,1896,"(((rst[i]==3)&&(2==6)))", 1, 2, 0); /* m: 3243 -> 3348,0 */
	reached1[3243] = 1;
	trans[1][3243]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][3244]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][3245]	= settr(4998,2,3348,1897,1897,"(((rst[i]==7)&&(2==5)))", 1, 2, 0); /* m: 3246 -> 3348,0 */
	reached1[3246] = 1;
	trans[1][3246]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3247]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3248]	= settr(5001,2,3348,1898,1898,"(((rst[i]==7)&&(2==4)))", 1, 2, 0); /* m: 3249 -> 3348,0 */
	reached1[3249] = 1;
	trans[1][3249]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3250]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3251]	= settr(5004,2,3348,1899,1899,"(((rst[i]==7)&&(2==3)))", 1, 2, 0); /* m: 3252 -> 3348,0 */
	reached1[3252] = 1;
	trans[1][3252]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3253]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3254]	= settr(5007,2,3348,1900,1900,"(((rst[i]==6)&&(2==5)))", 1, 2, 0); /* m: 3255 -> 3348,0 */
	reached1[3255] = 1;
	trans[1][3255]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3256]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3257]	= settr(5010,2,3348,1901,1901,"(((rst[i]==6)&&(2==4)))", 1, 2, 0); /* m: 3258 -> 3348,0 */
	reached1[3258] = 1;
	trans[1][3258]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3259]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3260]	= settr(5013,2,3348,1902,1902,"(((rst[i]==6)&&(2==3)))", 1, 2, 0); /* m: 3261 -> 3348,0 */
	reached1[3261] = 1;
	trans[1][3261]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3262]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3263]	= settr(5016,2,3348,1903,1903,"(((rst[i]==5)&&(2==5)))", 1, 2, 0); /* m: 3264 -> 3348,0 */
	reached1[3264] = 1;
	trans[1][3264]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3265]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3266]	= settr(5019,2,3348,1904,1904,"(((rst[i]==5)&&(2==4)))", 1, 2, 0); /* m: 3267 -> 3348,0 */
	reached1[3267] = 1;
	trans[1][3267]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3268]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3269]	= settr(5022,2,3348,1905,1905,"(((rst[i]==5)&&(2==3)))", 1, 2, 0); /* m: 3270 -> 3348,0 */
	reached1[3270] = 1;
	trans[1][3270]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3271]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3272]	= settr(5025,2,3348,1906,1906,"(((rst[i]==4)&&(2==5)))", 1, 2, 0); /* m: 3273 -> 3348,0 */
	reached1[3273] = 1;
	trans[1][3273]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3274]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3275]	= settr(5028,2,3348,1907,1907,"(((rst[i]==4)&&(2==4)))", 1, 2, 0); /* m: 3276 -> 3348,0 */
	reached1[3276] = 1;
	trans[1][3276]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3277]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3278]	= settr(5031,2,3348,1908,1908,"(((rst[i]==4)&&(2==3)))", 1, 2, 0); /* m: 3279 -> 3348,0 */
	reached1[3279] = 1;
	trans[1][3279]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3280]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3281]	= settr(5034,2,3348,1909,1909,"(((rst[i]==3)&&(2==5)))", 1, 2, 0); /* m: 3282 -> 3348,0 */
	reached1[3282] = 1;
	trans[1][3282]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3283]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3284]	= settr(5037,2,3348,1910,1910,"(((rst[i]==3)&&(2==4)))", 1, 2, 0); /* m: 3285 -> 3348,0 */
	reached1[3285] = 1;
	trans[1][3285]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3286]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3287]	= settr(5040,2,3348,1911,1911,"(((rst[i]==3)&&(2==3)))", 1, 2, 0); /* m: 3288 -> 3348,0 */
	reached1[3288] = 1;
	trans[1][3288]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3289]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3290]	= settr(5043,2,3348,1912,1912,"(((rst[i]==2)&&(2==5)))", 1, 2, 0); /* m: 3291 -> 3348,0 */
	reached1[3291] = 1;
	trans[1][3291]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3292]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3293]	= settr(5046,2,3348,1913,1913,"(((rst[i]==2)&&(2==4)))", 1, 2, 0); /* m: 3294 -> 3348,0 */
	reached1[3294] = 1;
	trans[1][3294]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3295]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3296]	= settr(5049,2,3348,1914,1914,"(((rst[i]==2)&&(2==3)))", 1, 2, 0); /* m: 3297 -> 3348,0 */
	reached1[3297] = 1;
	trans[1][3297]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3298]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3299]	= settr(5052,2,3348,1915,1915,"(((rst[i]==1)&&(2==5)))", 1, 2, 0); /* m: 3300 -> 3348,0 */
	reached1[3300] = 1;
	trans[1][3300]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3301]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3302]	= settr(5055,2,3348,1916,1916,"(((rst[i]==1)&&(2==4)))", 1, 2, 0); /* m: 3303 -> 3348,0 */
	reached1[3303] = 1;
	trans[1][3303]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3304]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3305]	= settr(5058,2,3348,1917,1917,"(((rst[i]==1)&&(2==3)))", 1, 2, 0); /* m: 3306 -> 3348,0 */
	reached1[3306] = 1;
	trans[1][3306]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3307]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3308]	= settr(5061,2,3317,1918,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][3317] = settr(5070,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5070,2,3309,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5070,2,3312,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5070,2,3315,0,0,"IF", 1, 2, 0);
	trans[1][3309]	= settr(5062,2,3348,1919,1919,"(group_intact)", 1, 2, 0); /* m: 3310 -> 3348,0 */
	reached1[3310] = 1;
	trans[1][3310]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3311]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3318]	= settr(5071,2,3348,1,0,".(goto)", 1, 2, 0);
	trans[1][3312]	= settr(5065,2,3348,1920,1920,"(!(group_intact))", 1, 2, 0); /* m: 3313 -> 3348,0 */
	reached1[3313] = 1;
	trans[1][3313]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3314]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][3315]	= settr(5068,2,3316,2,0,"else", 1, 2, 0);
	trans[1][3316]	= settr(5069,2,3348,1921,1921,"ok = 0", 1, 2, 0);
	trans[1][3319]	= settr(5072,2,3348,1922,1922,"(((rst[i]==6)&&(2==1)))", 1, 2, 0); /* m: 3320 -> 3348,0 */
	reached1[3320] = 1;
	trans[1][3320]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3321]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3322]	= settr(5075,2,3348,1923,1923,"(((rst[i]==2)&&(2==1)))", 1, 2, 0); /* m: 3323 -> 3348,0 */
	reached1[3323] = 1;
	trans[1][3323]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3324]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3325]	= settr(5078,2,3348,1924,1924,"(((rst[i]==1)&&(2==1)))", 1, 2, 0); /* m: 3326 -> 3348,0 */
	reached1[3326] = 1;
	trans[1][3326]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3327]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3328]	= settr(5081,2,3329,2,0,"else", 1, 2, 0);
	trans[1][3329]	= settr(5082,2,3348,1925,0,"assert(0)", 1, 2, 0);
	T = trans[1][3348] = settr(5101,2,0,0,0,"IF", 1, 2, 0);
#if 0
	/* dead link: */
	T = T->nxt	= settr(5101,2,3334,0,0,"IF", 1, 2, 0);
#endif
	    T->nxt	= settr(5101,2,3346,0,0,"IF", 1, 2, 0);
	trans[1][3334]	= settr(0,0,0,0,0,"(0)",0,0,0);
	T = trans[ 1][3345] = settr(5098,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5098,0,3343,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][3343] = settr(5096,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5096,2,3335,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5096,2,3337,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5096,2,3341,0,0,"IF", 1, 2, 0);
	trans[1][3335]	= settr(5088,2,3336,1926,0,"(full(up))", 1, 1505, 0);
	trans[1][3336]	= settr(5089,0,3366,1927,1927,"(1)", 1, 2, 0); /* m: 3349 -> 3366,0 */
	reached1[3349] = 1;
	trans[1][3344]	= settr(5097,2,3349,1,0,".(goto)", 1, 2, 0); /* m: 3349 -> 0,3366 */
	reached1[3349] = 1;
	trans[1][3337]	= settr(5090,0,3366,1928,1928,"((faults<2))", 1, 2, 0); /* m: 3338 -> 3366,0 */
	reached1[3338] = 1;
	trans[1][3338]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][3339]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][3340]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][3341]	= settr(5094,2,3342,1929,0,"(nfull(up))", 1, 5, 0);
	trans[1][3342]	= settr(5095,0,3366,1930,1930,"up!3,i,a,0", 1, 5, 0); /* m: 3349 -> 3366,0 */
	reached1[3349] = 1;
	trans[1][3349]	= settr(5102,0,3366,1931,1931,".(goto)", 1, 2, 0); /* m: 3351 -> 0,3366 */
	reached1[3351] = 1;
	trans[1][3346]	= settr(5099,2,3347,2,0,"else", 1, 2, 0);
	trans[1][3347]	= settr(5100,0,3366,1932,1932,"(1)", 1, 2, 0); /* m: 3349 -> 3366,0 */
	reached1[3349] = 1;
	trans[1][3354]	= settr(5107,0,3355,2,0,"else", 0, 2, 0);
	trans[1][3355]	= settr(5108,0,3366,1,0,"(1)", 0, 2, 0);
	T = trans[ 1][3366] = settr(5119,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(5119,0,3358,0,0,"sub-sequence", 0, 2, 0);
	trans[1][3358]	= settr(5111,0,5375,1933,1933,"m = 0", 0, 2, 0); /* m: 3359 -> 0,5375 */
	reached1[3359] = 1;
	trans[1][3359]	= settr(0,0,0,0,0,"a = 0",0,0,0);
	trans[1][3360]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][3361]	= settr(0,0,0,0,0,"ok = 0",0,0,0);
	trans[1][3362]	= settr(0,0,0,0,0,"all_ranks_posted = 0",0,0,0);
	trans[1][3363]	= settr(0,0,0,0,0,"all_buckets_received = 0",0,0,0);
	trans[1][3364]	= settr(0,0,0,0,0,"all_buckets_confirmed = 0",0,0,0);
	trans[1][3365]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	trans[1][3367]	= settr(5120,0,3640,1934,0,"(((((rst[i]==5)||(rst[i]==4))&&!(r_unc[i]))&&timeout))", 1, 3000, 0);
	T = trans[1][3640] = settr(5393,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5393,0,3368,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5393,0,3371,0,0,"IF", 0, 2, 0);
	trans[1][3368]	= settr(5121,0,3369,1935,0,"(((rst[i]==4)&&r_voted[i]))", 1, 2, 0);
	trans[1][3369]	= settr(5122,0,3370,1936,0,"printf('receiver %d: deadline expires after its yes: UNCERTAIN\\n',i)", 0, 2, 0);
	trans[1][3370]	= settr(5123,0,3650,1937,1937,"r_unc[i] = 1", 1, 2, 0);
	trans[1][3641]	= settr(5394,0,3650,1,0,".(goto)", 0, 2, 0);
	trans[1][3371]	= settr(5124,0,3372,2,0,"else", 0, 2, 0);
	trans[1][3372]	= settr(5125,0,3499,1938,0,"printf('receiver %d: deadline expires\\n',i)", 0, 2, 0);
	T = trans[ 1][3499] = settr(5252,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(5252,0,3373,0,0,"sub-sequence", 0, 2, 0);
	trans[1][3373]	= settr(5126,0,3497,1939,1939,"ok = 1", 0, 2, 0);
	T = trans[1][3497] = settr(5250,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3374,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3377,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3385,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3393,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3401,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3409,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3412,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3415,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3418,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3421,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3424,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3427,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3430,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3433,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3436,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3439,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3442,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3445,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3448,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3451,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3454,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3457,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3460,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3463,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3466,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3469,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3472,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3475,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3486,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3489,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5250,0,3492,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5250,0,3495,0,0,"IF", 0, 2, 0);
	trans[1][3374]	= settr(5127,0,3375,1940,0,"(((rst[i]==7)&&(4==10)))", 1, 2, 0);
	trans[1][3375]	= settr(5128,0,3376,1941,1941,"rst[i] = 6", 1, 2, 0);
	trans[1][3376]	= settr(5129,0,3639,1942,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][3498]	= settr(5251,0,3639,1,0,".(goto)", 0, 2, 0);
	trans[1][3377]	= settr(5130,0,3383,1943,0,"(((rst[i]==6)&&(4==9)))", 1, 2, 0);
	T = trans[1][3383] = settr(5136,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5136,0,3378,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5136,0,3381,0,0,"IF", 0, 2, 0);
	trans[1][3378]	= settr(5131,0,3379,1944,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][3379]	= settr(5132,0,3380,1945,1945,"rst[i] = 5", 1, 2, 0);
	trans[1][3380]	= settr(5133,0,3639,1946,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][3384]	= settr(5137,0,3639,1,0,".(goto)", 0, 2, 0);
	trans[1][3381]	= settr(5134,0,3382,2,0,"else", 0, 2, 0);
	trans[1][3382]	= settr(5135,0,3639,1947,1947,"ok = 0", 0, 2, 0);
	trans[1][3385]	= settr(5138,0,3391,1948,0,"(((rst[i]==2)&&(4==9)))", 1, 2, 0);
	T = trans[1][3391] = settr(5144,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5144,0,3386,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5144,0,3389,0,0,"IF", 0, 2, 0);
	trans[1][3386]	= settr(5139,0,3387,1949,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][3387]	= settr(5140,0,3388,1950,1950,"rst[i] = 5", 1, 2, 0);
	trans[1][3388]	= settr(5141,0,3639,1951,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][3392]	= settr(5145,0,3639,1,0,".(goto)", 0, 2, 0);
	trans[1][3389]	= settr(5142,0,3390,2,0,"else", 0, 2, 0);
	trans[1][3390]	= settr(5143,0,3639,1952,1952,"ok = 0", 0, 2, 0);
	trans[1][3393]	= settr(5146,0,3399,1953,0,"(((rst[i]==5)&&(4==8)))", 1, 2, 0);
	T = trans[1][3399] = settr(5152,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5152,0,3394,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5152,0,3397,0,0,"IF", 0, 2, 0);
	trans[1][3394]	= settr(5147,0,3395,1954,0,"(probe_ok)", 0, 2, 0);
	trans[1][3395]	= settr(5148,0,3396,1955,1955,"rst[i] = 4", 1, 2, 0);
	trans[1][3396]	= settr(5149,0,3639,1956,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][3400]	= settr(5153,0,3639,1,0,".(goto)", 0, 2, 0);
	trans[1][3397]	= settr(5150,0,3398,2,0,"else", 0, 2, 0);
	trans[1][3398]	= settr(5151,0,3639,1957,1957,"ok = 0", 0, 2, 0);
	trans[1][3401]	= settr(5154,0,3407,1958,0,"(((rst[i]==4)&&(4==7)))", 1, 2, 0);
	T = trans[1][3407] = settr(5160,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5160,0,3402,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5160,0,3405,0,0,"IF", 0, 2, 0);
	trans[1][3402]	= settr(5155,0,3403,1959,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][3403]	= settr(5156,0,3404,1960,1960,"rst[i] = 3", 1, 2, 0);
	trans[1][3404]	= settr(5157,0,3639,1961,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][3408]	= settr(5161,0,3639,1,0,".(goto)", 0, 2, 0);
	trans[1][3405]	= settr(5158,0,3406,2,0,"else", 0, 2, 0);
	trans[1][3406]	= settr(5159,0,3639,1962,1962,"ok = 0", 0, 2, 0);
	trans[1][3409]	= settr(5162,0,3410,1963,0,"(((rst[i]==3)&&(4==6)))", 1, 2, 0);
	trans[1][3410]	= settr(5163,0,3411,1964,1964,"rst[i] = 2", 1, 2, 0);
	trans[1][3411]	= settr(5164,0,3639,1965,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][3412]	= settr(5165,0,3413,1966,0,"(((rst[i]==7)&&(4==5)))", 1, 2, 0);
	trans[1][3413]	= settr(5166,0,3414,1967,1967,"rst[i] = 1", 1, 2, 0);
	trans[1][3414]	= settr(5167,0,3639,1968,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3415]	= settr(5168,0,3416,1969,0,"(((rst[i]==7)&&(4==4)))", 1, 2, 0);
	trans[1][3416]	= settr(5169,0,3417,1970,1970,"rst[i] = 1", 1, 2, 0);
	trans[1][3417]	= settr(5170,0,3639,1971,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3418]	= settr(5171,0,3419,1972,0,"(((rst[i]==7)&&(4==3)))", 1, 2, 0);
	trans[1][3419]	= settr(5172,0,3420,1973,1973,"rst[i] = 1", 1, 2, 0);
	trans[1][3420]	= settr(5173,0,3639,1974,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3421]	= settr(5174,0,3422,1975,0,"(((rst[i]==6)&&(4==5)))", 1, 2, 0);
	trans[1][3422]	= settr(5175,0,3423,1976,1976,"rst[i] = 1", 1, 2, 0);
	trans[1][3423]	= settr(5176,0,3639,1977,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3424]	= settr(5177,0,3425,1978,0,"(((rst[i]==6)&&(4==4)))", 1, 2, 0);
	trans[1][3425]	= settr(5178,0,3426,1979,1979,"rst[i] = 1", 1, 2, 0);
	trans[1][3426]	= settr(5179,0,3639,1980,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3427]	= settr(5180,0,3428,1981,0,"(((rst[i]==6)&&(4==3)))", 1, 2, 0);
	trans[1][3428]	= settr(5181,0,3429,1982,1982,"rst[i] = 1", 1, 2, 0);
	trans[1][3429]	= settr(5182,0,3639,1983,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3430]	= settr(5183,0,3431,1984,0,"(((rst[i]==5)&&(4==5)))", 1, 2, 0);
	trans[1][3431]	= settr(5184,0,3432,1985,1985,"rst[i] = 1", 1, 2, 0);
	trans[1][3432]	= settr(5185,0,3639,1986,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3433]	= settr(5186,0,3434,1987,0,"(((rst[i]==5)&&(4==4)))", 1, 2, 0);
	trans[1][3434]	= settr(5187,0,3435,1988,1988,"rst[i] = 1", 1, 2, 0);
	trans[1][3435]	= settr(5188,0,3639,1989,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3436]	= settr(5189,0,3437,1990,0,"(((rst[i]==5)&&(4==3)))", 1, 2, 0);
	trans[1][3437]	= settr(5190,0,3438,1991,1991,"rst[i] = 1", 1, 2, 0);
	trans[1][3438]	= settr(5191,0,3639,1992,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3439]	= settr(5192,0,3440,1993,0,"(((rst[i]==4)&&(4==5)))", 1, 2, 0);
	trans[1][3440]	= settr(5193,0,3441,1994,1994,"rst[i] = 1", 1, 2, 0);
	trans[1][3441]	= settr(5194,0,3639,1995,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3442]	= settr(5195,0,3443,1996,0,"(((rst[i]==4)&&(4==4)))", 1, 2, 0);
	trans[1][3443]	= settr(5196,0,3444,1997,1997,"rst[i] = 1", 1, 2, 0);
	trans[1][3444]	= settr(5197,0,3639,1998,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3445]	= settr(5198,0,3446,1999,0,"(((rst[i]==4)&&(4==3)))", 1, 2, 0);
	trans[1][3446]	= settr(5199,0,3447,2000,2000,"rst[i] = 1", 1, 2, 0);
	trans[1][3447]	= settr(5200,0,3639,2001,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3448]	= settr(5201,0,3449,2002,0,"(((rst[i]==3)&&(4==5)))", 1, 2, 0);
	trans[1][3449]	= settr(5202,0,3450,2003,2003,"rst[i] = 1", 1, 2, 0);
	trans[1][3450]	= settr(5203,0,3639,2004,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3451]	= settr(5204,0,3452,2005,0,"(((rst[i]==3)&&(4==4)))", 1, 2, 0);
	trans[1][3452]	= settr(5205,0,3453,2006,2006,"rst[i] = 1", 1, 2, 0);
	trans[1][3453]	= settr(5206,0,3639,2007,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3454]	= settr(5207,0,3455,2008,0,"(((rst[i]==3)&&(4==3)))", 1, 2, 0);
	trans[1][3455]	= settr(5208,0,3456,2009,2009,"rst[i] = 1", 1, 2, 0);
	trans[1][3456]	= settr(5209,0,3639,2010,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3457]	= settr(5210,0,3458,2011,0,"(((rst[i]==2)&&(4==5)))", 1, 2, 0);
	trans[1][3458]	= settr(5211,0,3459,2012,2012,"rst[i] = 1", 1, 2, 0);
	trans[1][3459]	= settr(5212,0,3639,2013,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3460]	= settr(5213,0,3461,2014,0,"(((rst[i]==2)&&(4==4)))", 1, 2, 0);
	trans[1][3461]	= settr(5214,0,3462,2015,2015,"rst[i] = 1", 1, 2, 0);
	trans[1][3462]	= settr(5215,0,3639,2016,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3463]	= settr(5216,0,3464,2017,0,"(((rst[i]==2)&&(4==3)))", 1, 2, 0);
	trans[1][3464]	= settr(5217,0,3465,2018,2018,"rst[i] = 1", 1, 2, 0);
	trans[1][3465]	= settr(5218,0,3639,2019,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3466]	= settr(5219,0,3467,2020,0,"(((rst[i]==1)&&(4==5)))", 1, 2, 0);
	trans[1][3467]	= settr(5220,0,3468,2021,2021,"rst[i] = 1", 1, 2, 0);
	trans[1][3468]	= settr(5221,0,3639,2022,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3469]	= settr(5222,0,3470,2023,0,"(((rst[i]==1)&&(4==4)))", 1, 2, 0);
	trans[1][3470]	= settr(5223,0,3471,2024,2024,"rst[i] = 1", 1, 2, 0);
	trans[1][3471]	= settr(5224,0,3639,2025,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3472]	= settr(5225,0,3473,2026,0,"(((rst[i]==1)&&(4==3)))", 1, 2, 0);
	trans[1][3473]	= settr(5226,0,3474,2027,2027,"rst[i] = 1", 1, 2, 0);
	trans[1][3474]	= settr(5227,0,3639,2028,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3475]	= settr(5228,0,3484,2029,0,"(((rst[i]==1)&&(4==2)))", 1, 2, 0);
	T = trans[1][3484] = settr(5237,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5237,0,3476,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5237,0,3479,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5237,0,3482,0,0,"IF", 0, 2, 0);
	trans[1][3476]	= settr(5229,0,3477,2030,2030,"(group_intact)", 0, 2, 0);
	trans[1][3477]	= settr(5230,0,3478,2031,2031,"rst[i] = 6", 1, 2, 0);
	trans[1][3478]	= settr(5231,0,3639,2032,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][3485]	= settr(5238,0,3639,1,0,".(goto)", 0, 2, 0);
	trans[1][3479]	= settr(5232,0,3480,2033,2033,"(!(group_intact))", 0, 2, 0);
	trans[1][3480]	= settr(5233,0,3481,2034,2034,"rst[i] = 7", 1, 2, 0);
	trans[1][3481]	= settr(5234,0,3639,2035,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3482]	= settr(5235,0,3483,2,0,"else", 0, 2, 0);
	trans[1][3483]	= settr(5236,0,3639,2036,2036,"ok = 0", 0, 2, 0);
	trans[1][3486]	= settr(5239,0,3487,2037,0,"(((rst[i]==6)&&(4==1)))", 1, 2, 0);
	trans[1][3487]	= settr(5240,0,3488,2038,2038,"rst[i] = 7", 1, 2, 0);
	trans[1][3488]	= settr(5241,0,3639,2039,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3489]	= settr(5242,0,3490,2040,0,"(((rst[i]==2)&&(4==1)))", 1, 2, 0);
	trans[1][3490]	= settr(5243,0,3491,2041,2041,"rst[i] = 7", 1, 2, 0);
	trans[1][3491]	= settr(5244,0,3639,2042,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3492]	= settr(5245,0,3493,2043,0,"(((rst[i]==1)&&(4==1)))", 1, 2, 0);
	trans[1][3493]	= settr(5246,0,3494,2044,2044,"rst[i] = 7", 1, 2, 0);
	trans[1][3494]	= settr(5247,0,3639,2045,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3495]	= settr(5248,0,3496,2,0,"else", 0, 2, 0);
	trans[1][3496]	= settr(5249,0,3639,2046,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][3639] = settr(5392,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(5392,0,3500,0,0,"sub-sequence", 0, 2, 0);
	trans[1][3500]	= settr(5253,0,3501,2047,2047,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0);
	trans[1][3501]	= settr(5254,0,3507,2048,2048,"k = 0", 0, 2, 0);
	trans[1][3508]	= settr(5261,0,3507,1,0,".(goto)", 0, 2, 0);
	T = trans[1][3507] = settr(5260,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(5260,0,3502,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(5260,0,3505,0,0,"DO", 0, 2, 0);
	trans[1][3502]	= settr(5255,0,3503,2049,0,"((k<=(2-1)))", 0, 2, 0);
	trans[1][3503]	= settr(5256,0,3504,2050,0,"assert(!(passed_in[((k*(2+1))+att)]))", 1, 2, 0);
	trans[1][3504]	= settr(5257,0,3507,2051,2051,"k = (k+1)", 0, 2, 0);
	trans[1][3505]	= settr(5258,0,3510,2,0,"else", 0, 2, 0);
	trans[1][3506]	= settr(5259,0,3510,1,0,"goto :b37", 0, 2, 0);
	trans[1][3509]	= settr(5262,0,3510,1,0,"break", 0, 2, 0);
	trans[1][3510]	= settr(5263,0,3511,2052,2052,"r_unc[i] = 0", 1, 2, 0);
	trans[1][3511]	= settr(5264,0,3638,2053,2053,"group_intact = 0", 0, 2, 0);
	T = trans[ 1][3638] = settr(5391,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(5391,0,3512,0,0,"sub-sequence", 0, 2, 0);
	trans[1][3512]	= settr(5265,0,3636,2054,2054,"ok = 1", 0, 2, 0);
	T = trans[1][3636] = settr(5389,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3513,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3516,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3524,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3532,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3540,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3548,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3551,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3554,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3557,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3560,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3563,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3566,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3569,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3572,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3575,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3578,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3581,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3584,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3587,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3590,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3593,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3596,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3599,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3602,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3605,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3608,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3611,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3614,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3625,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3628,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5389,0,3631,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5389,0,3634,0,0,"IF", 0, 2, 0);
	trans[1][3513]	= settr(5266,0,3514,2055,0,"(((rst[i]==7)&&(2==10)))", 1, 2, 0);
	trans[1][3514]	= settr(5267,0,3515,2056,2056,"rst[i] = 6", 1, 2, 0);
	trans[1][3515]	= settr(5268,0,3650,2057,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][3637]	= settr(5390,0,3650,1,0,".(goto)", 0, 2, 0);
	trans[1][3516]	= settr(5269,0,3522,2058,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][3522] = settr(5275,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5275,0,3517,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5275,0,3520,0,0,"IF", 0, 2, 0);
	trans[1][3517]	= settr(5270,0,3518,2059,2059,"(all_ranks_posted)", 0, 2, 0);
	trans[1][3518]	= settr(5271,0,3519,2060,2060,"rst[i] = 5", 1, 2, 0);
	trans[1][3519]	= settr(5272,0,3650,2061,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][3523]	= settr(5276,0,3650,1,0,".(goto)", 0, 2, 0);
	trans[1][3520]	= settr(5273,0,3521,2,0,"else", 0, 2, 0);
	trans[1][3521]	= settr(5274,0,3650,2062,2062,"ok = 0", 0, 2, 0);
	trans[1][3524]	= settr(5277,0,3530,2063,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][3530] = settr(5283,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5283,0,3525,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5283,0,3528,0,0,"IF", 0, 2, 0);
	trans[1][3525]	= settr(5278,0,3526,2064,2064,"(all_ranks_posted)", 0, 2, 0);
	trans[1][3526]	= settr(5279,0,3527,2065,2065,"rst[i] = 5", 1, 2, 0);
	trans[1][3527]	= settr(5280,0,3650,2066,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][3531]	= settr(5284,0,3650,1,0,".(goto)", 0, 2, 0);
	trans[1][3528]	= settr(5281,0,3529,2,0,"else", 0, 2, 0);
	trans[1][3529]	= settr(5282,0,3650,2067,2067,"ok = 0", 0, 2, 0);
	trans[1][3532]	= settr(5285,0,3538,2068,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][3538] = settr(5291,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5291,0,3533,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5291,0,3536,0,0,"IF", 0, 2, 0);
	trans[1][3533]	= settr(5286,0,3534,2069,0,"(probe_ok)", 0, 2, 0);
	trans[1][3534]	= settr(5287,0,3535,2070,2070,"rst[i] = 4", 1, 2, 0);
	trans[1][3535]	= settr(5288,0,3650,2071,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][3539]	= settr(5292,0,3650,1,0,".(goto)", 0, 2, 0);
	trans[1][3536]	= settr(5289,0,3537,2,0,"else", 0, 2, 0);
	trans[1][3537]	= settr(5290,0,3650,2072,2072,"ok = 0", 0, 2, 0);
	trans[1][3540]	= settr(5293,0,3546,2073,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][3546] = settr(5299,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5299,0,3541,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5299,0,3544,0,0,"IF", 0, 2, 0);
	trans[1][3541]	= settr(5294,0,3542,2074,2074,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][3542]	= settr(5295,0,3543,2075,2075,"rst[i] = 3", 1, 2, 0);
	trans[1][3543]	= settr(5296,0,3650,2076,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][3547]	= settr(5300,0,3650,1,0,".(goto)", 0, 2, 0);
	trans[1][3544]	= settr(5297,0,3545,2,0,"else", 0, 2, 0);
	trans[1][3545]	= settr(5298,0,3650,2077,2077,"ok = 0", 0, 2, 0);
	trans[1][3548]	= settr(5301,0,3549,2078,0,"(((rst[i]==3)&&(2==6)))", 1, 2, 0);
	trans[1][3549]	= settr(5302,0,3550,2079,2079,"rst[i] = 2", 1, 2, 0);
	trans[1][3550]	= settr(5303,0,3650,2080,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][3551]	= settr(5304,0,3552,2081,0,"(((rst[i]==7)&&(2==5)))", 1, 2, 0);
	trans[1][3552]	= settr(5305,0,3553,2082,2082,"rst[i] = 1", 1, 2, 0);
	trans[1][3553]	= settr(5306,0,3650,2083,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3554]	= settr(5307,0,3555,2084,0,"(((rst[i]==7)&&(2==4)))", 1, 2, 0);
	trans[1][3555]	= settr(5308,0,3556,2085,2085,"rst[i] = 1", 1, 2, 0);
	trans[1][3556]	= settr(5309,0,3650,2086,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3557]	= settr(5310,0,3558,2087,0,"(((rst[i]==7)&&(2==3)))", 1, 2, 0);
	trans[1][3558]	= settr(5311,0,3559,2088,2088,"rst[i] = 1", 1, 2, 0);
	trans[1][3559]	= settr(5312,0,3650,2089,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3560]	= settr(5313,0,3561,2090,0,"(((rst[i]==6)&&(2==5)))", 1, 2, 0);
	trans[1][3561]	= settr(5314,0,3562,2091,2091,"rst[i] = 1", 1, 2, 0);
	trans[1][3562]	= settr(5315,0,3650,2092,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3563]	= settr(5316,0,3564,2093,0,"(((rst[i]==6)&&(2==4)))", 1, 2, 0);
	trans[1][3564]	= settr(5317,0,3565,2094,2094,"rst[i] = 1", 1, 2, 0);
	trans[1][3565]	= settr(5318,0,3650,2095,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3566]	= settr(5319,0,3567,2096,0,"(((rst[i]==6)&&(2==3)))", 1, 2, 0);
	trans[1][3567]	= settr(5320,0,3568,2097,2097,"rst[i] = 1", 1, 2, 0);
	trans[1][3568]	= settr(5321,0,3650,2098,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3569]	= settr(5322,0,3570,2099,0,"(((rst[i]==5)&&(2==5)))", 1, 2, 0);
	trans[1][3570]	= settr(5323,0,3571,2100,2100,"rst[i] = 1", 1, 2, 0);
	trans[1][3571]	= settr(5324,0,3650,2101,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3572]	= settr(5325,0,3573,2102,0,"(((rst[i]==5)&&(2==4)))", 1, 2, 0);
	trans[1][3573]	= settr(5326,0,3574,2103,2103,"rst[i] = 1", 1, 2, 0);
	trans[1][3574]	= settr(5327,0,3650,2104,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3575]	= settr(5328,0,3576,2105,0,"(((rst[i]==5)&&(2==3)))", 1, 2, 0);
	trans[1][3576]	= settr(5329,0,3577,2106,2106,"rst[i] = 1", 1, 2, 0);
	trans[1][3577]	= settr(5330,0,3650,2107,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3578]	= settr(5331,0,3579,2108,0,"(((rst[i]==4)&&(2==5)))", 1, 2, 0);
	trans[1][3579]	= settr(5332,0,3580,2109,2109,"rst[i] = 1", 1, 2, 0);
	trans[1][3580]	= settr(5333,0,3650,2110,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3581]	= settr(5334,0,3582,2111,0,"(((rst[i]==4)&&(2==4)))", 1, 2, 0);
	trans[1][3582]	= settr(5335,0,3583,2112,2112,"rst[i] = 1", 1, 2, 0);
	trans[1][3583]	= settr(5336,0,3650,2113,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3584]	= settr(5337,0,3585,2114,0,"(((rst[i]==4)&&(2==3)))", 1, 2, 0);
	trans[1][3585]	= settr(5338,0,3586,2115,2115,"rst[i] = 1", 1, 2, 0);
	trans[1][3586]	= settr(5339,0,3650,2116,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3587]	= settr(5340,0,3588,2117,0,"(((rst[i]==3)&&(2==5)))", 1, 2, 0);
	trans[1][3588]	= settr(5341,0,3589,2118,2118,"rst[i] = 1", 1, 2, 0);
	trans[1][3589]	= settr(5342,0,3650,2119,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3590]	= settr(5343,0,3591,2120,0,"(((rst[i]==3)&&(2==4)))", 1, 2, 0);
	trans[1][3591]	= settr(5344,0,3592,2121,2121,"rst[i] = 1", 1, 2, 0);
	trans[1][3592]	= settr(5345,0,3650,2122,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3593]	= settr(5346,0,3594,2123,0,"(((rst[i]==3)&&(2==3)))", 1, 2, 0);
	trans[1][3594]	= settr(5347,0,3595,2124,2124,"rst[i] = 1", 1, 2, 0);
	trans[1][3595]	= settr(5348,0,3650,2125,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3596]	= settr(5349,0,3597,2126,0,"(((rst[i]==2)&&(2==5)))", 1, 2, 0);
	trans[1][3597]	= settr(5350,0,3598,2127,2127,"rst[i] = 1", 1, 2, 0);
	trans[1][3598]	= settr(5351,0,3650,2128,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3599]	= settr(5352,0,3600,2129,0,"(((rst[i]==2)&&(2==4)))", 1, 2, 0);
	trans[1][3600]	= settr(5353,0,3601,2130,2130,"rst[i] = 1", 1, 2, 0);
	trans[1][3601]	= settr(5354,0,3650,2131,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3602]	= settr(5355,0,3603,2132,0,"(((rst[i]==2)&&(2==3)))", 1, 2, 0);
	trans[1][3603]	= settr(5356,0,3604,2133,2133,"rst[i] = 1", 1, 2, 0);
	trans[1][3604]	= settr(5357,0,3650,2134,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3605]	= settr(5358,0,3606,2135,0,"(((rst[i]==1)&&(2==5)))", 1, 2, 0);
	trans[1][3606]	= settr(5359,0,3607,2136,2136,"rst[i] = 1", 1, 2, 0);
	trans[1][3607]	= settr(5360,0,3650,2137,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3608]	= settr(5361,0,3609,2138,0,"(((rst[i]==1)&&(2==4)))", 1, 2, 0);
	trans[1][3609]	= settr(5362,0,3610,2139,2139,"rst[i] = 1", 1, 2, 0);
	trans[1][3610]	= settr(5363,0,3650,2140,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3611]	= settr(5364,0,3612,2141,0,"(((rst[i]==1)&&(2==3)))", 1, 2, 0);
	trans[1][3612]	= settr(5365,0,3613,2142,2142,"rst[i] = 1", 1, 2, 0);
	trans[1][3613]	= settr(5366,0,3650,2143,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][3614]	= settr(5367,0,3623,2144,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][3623] = settr(5376,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5376,0,3615,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(5376,0,3618,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(5376,0,3621,0,0,"IF", 0, 2, 0);
	trans[1][3615]	= settr(5368,0,3616,2145,2145,"(group_intact)", 0, 2, 0);
	trans[1][3616]	= settr(5369,0,3617,2146,2146,"rst[i] = 6", 1, 2, 0);
	trans[1][3617]	= settr(5370,0,3650,2147,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][3624]	= settr(5377,0,3650,1,0,".(goto)", 0, 2, 0);
	trans[1][3618]	= settr(5371,0,3619,2148,2148,"(!(group_intact))", 0, 2, 0);
	trans[1][3619]	= settr(5372,0,3620,2149,2149,"rst[i] = 7", 1, 2, 0);
	trans[1][3620]	= settr(5373,0,3650,2150,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3621]	= settr(5374,0,3622,2,0,"else", 0, 2, 0);
	trans[1][3622]	= settr(5375,0,3650,2151,2151,"ok = 0", 0, 2, 0);
	trans[1][3625]	= settr(5378,0,3626,2152,0,"(((rst[i]==6)&&(2==1)))", 1, 2, 0);
	trans[1][3626]	= settr(5379,0,3627,2153,2153,"rst[i] = 7", 1, 2, 0);
	trans[1][3627]	= settr(5380,0,3650,2154,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3628]	= settr(5381,0,3629,2155,0,"(((rst[i]==2)&&(2==1)))", 1, 2, 0);
	trans[1][3629]	= settr(5382,0,3630,2156,2156,"rst[i] = 7", 1, 2, 0);
	trans[1][3630]	= settr(5383,0,3650,2157,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3631]	= settr(5384,0,3632,2158,0,"(((rst[i]==1)&&(2==1)))", 1, 2, 0);
	trans[1][3632]	= settr(5385,0,3633,2159,2159,"rst[i] = 7", 1, 2, 0);
	trans[1][3633]	= settr(5386,0,3650,2160,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][3634]	= settr(5387,0,3635,2,0,"else", 0, 2, 0);
	trans[1][3635]	= settr(5388,0,3650,2161,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][3650] = settr(5403,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(5403,0,3642,0,0,"sub-sequence", 0, 2, 0);
	trans[1][3642]	= settr(5395,0,5375,2162,2162,"m = 0", 0, 2, 0); /* m: 3643 -> 0,5375 */
	reached1[3643] = 1;
	trans[1][3643]	= settr(0,0,0,0,0,"a = 0",0,0,0);
	trans[1][3644]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][3645]	= settr(0,0,0,0,0,"ok = 0",0,0,0);
	trans[1][3646]	= settr(0,0,0,0,0,"all_ranks_posted = 0",0,0,0);
	trans[1][3647]	= settr(0,0,0,0,0,"all_buckets_received = 0",0,0,0);
	trans[1][3648]	= settr(0,0,0,0,0,"all_buckets_confirmed = 0",0,0,0);
	trans[1][3649]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][4805] = settr(6558,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(6558,2,3651,0,0,"ATOMIC", 1, 2, 0);
	trans[1][3651]	= settr(5404,2,4794,2163,0,"(((r_unc[i]&&(rst[i]==4))&&(!(rdead[(1-i)])&&(((passed_in[(((1-i)*(2+1))+r_att[i])]||rb_in[(((1-i)*(2+1))+r_att[i])])||((r_att[(1-i)]<r_att[i])||((r_att[(1-i)]==r_att[i])&&!(r_voted[(1-i)]))))||((r_att[(1-i)]==r_att[i])&&r_unc[(1-i)])))))", 1, 2, 0);
	T = trans[1][4794] = settr(6547,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6547,2,3652,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6547,2,4515,0,0,"IF", 1, 2, 0);
	trans[1][3652]	= settr(5405,2,4514,2164,2164,"(passed_in[(((1-i)*(2+1))+r_att[i])])", 1, 2, 0); /* m: 3653 -> 4514,0 */
	reached1[3653] = 1;
	trans[1][3653]	= settr(0,0,0,0,0,"printf('receiver %d: its peer committed: commits\\n',i)",0,0,0);
	trans[1][3654]	= settr(0,0,0,0,0,"a = att",0,0,0);
	T = trans[ 1][4514] = settr(6267,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6267,0,3655,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3655]	= settr(5408,2,3801,2165,2165,"all_buckets_received = (nrecv==2)", 1, 2, 0); /* m: 3656 -> 0,3801 */
	reached1[3656] = 1;
	trans[1][3656]	= settr(0,0,0,0,0,"all_buckets_confirmed = 1",0,0,0);
	T = trans[ 1][3801] = settr(5554,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5554,0,3783,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 1][3783] = settr(5536,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5536,0,3657,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3657]	= settr(5410,2,3781,2166,2166,"ok = 1", 1, 2, 0);
	T = trans[1][3781] = settr(5534,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3658,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3661,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3669,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3677,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3685,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3693,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3696,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3699,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3702,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3705,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3708,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3711,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3714,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3717,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3720,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3723,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3726,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3729,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3732,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3735,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3738,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3741,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3744,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3747,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3750,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3753,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3756,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3759,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3770,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3773,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5534,2,3776,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5534,2,3779,0,0,"IF", 1, 2, 0);
	trans[1][3658]	= settr(5411,2,3799,2167,2167,"(((rst[i]==7)&&(7==10)))", 1, 2, 0); /* m: 3659 -> 3799,0 */
	reached1[3659] = 1;
	trans[1][3659]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3660]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3782]	= settr(5535,2,3799,1,0,".(goto)", 1, 2, 0);
	trans[1][3661]	= settr(5414,2,3667,2168,0,"(((rst[i]==6)&&(7==9)))", 1, 2, 0);
	T = trans[1][3667] = settr(5420,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5420,2,3662,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5420,2,3665,0,0,"IF", 1, 2, 0);
	trans[1][3662]	= settr(5415,2,3799,2169,2169,"(all_ranks_posted)", 1, 2, 0); /* m: 3663 -> 3799,0 */
	reached1[3663] = 1;
	trans[1][3663]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3664]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3668]	= settr(5421,2,3799,1,0,".(goto)", 1, 2, 0);
	trans[1][3665]	= settr(5418,2,3666,2,0,"else", 1, 2, 0);
	trans[1][3666]	= settr(5419,2,3799,2170,2170,"ok = 0", 1, 2, 0);
	trans[1][3669]	= settr(5422,2,3675,2171,0,"(((rst[i]==2)&&(7==9)))", 1, 2, 0);
	T = trans[1][3675] = settr(5428,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5428,2,3670,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5428,2,3673,0,0,"IF", 1, 2, 0);
	trans[1][3670]	= settr(5423,2,3799,2172,2172,"(all_ranks_posted)", 1, 2, 0); /* m: 3671 -> 3799,0 */
	reached1[3671] = 1;
	trans[1][3671]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3672]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3676]	= settr(5429,2,3799,1,0,".(goto)", 1, 2, 0);
	trans[1][3673]	= settr(5426,2,3674,2,0,"else", 1, 2, 0);
	trans[1][3674]	= settr(5427,2,3799,2173,2173,"ok = 0", 1, 2, 0);
	trans[1][3677]	= settr(5430,2,3683,2174,0,"(((rst[i]==5)&&(7==8)))", 1, 2, 0);
	T = trans[1][3683] = settr(5436,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5436,2,3678,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5436,2,3681,0,0,"IF", 1, 2, 0);
	trans[1][3678]	= settr(5431,2,3799,2175,2175,"(probe_ok)", 1, 2, 0); /* m: 3679 -> 3799,0 */
	reached1[3679] = 1;
	trans[1][3679]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][3680]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][3684]	= settr(5437,2,3799,1,0,".(goto)", 1, 2, 0);
	trans[1][3681]	= settr(5434,2,3682,2,0,"else", 1, 2, 0);
	trans[1][3682]	= settr(5435,2,3799,2176,2176,"ok = 0", 1, 2, 0);
	trans[1][3685]	= settr(5438,2,3691,2177,0,"(((rst[i]==4)&&(7==7)))", 1, 2, 0);
	T = trans[1][3691] = settr(5444,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5444,2,3686,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5444,2,3689,0,0,"IF", 1, 2, 0);
	trans[1][3686]	= settr(5439,2,3799,2178,2178,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 3687 -> 3799,0 */
	reached1[3687] = 1;
	trans[1][3687]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][3688]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][3692]	= settr(5445,2,3799,1,0,".(goto)", 1, 2, 0);
	trans[1][3689]	= settr(5442,2,3690,2,0,"else", 1, 2, 0);
	trans[1][3690]	= settr(5443,2,3799,2179,2179,"ok = 0", 1, 2, 0);
	trans[1][3693]	= settr(5446,2,3799,2180,2180,"(((rst[i]==3)&&(7==6)))", 1, 2, 0); /* m: 3694 -> 3799,0 */
	reached1[3694] = 1;
	trans[1][3694]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][3695]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][3696]	= settr(5449,2,3799,2181,2181,"(((rst[i]==7)&&(7==5)))", 1, 2, 0); /* m: 3697 -> 3799,0 */
	reached1[3697] = 1;
	trans[1][3697]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3698]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3699]	= settr(5452,2,3799,2182,2182,"(((rst[i]==7)&&(7==4)))", 1, 2, 0); /* m: 3700 -> 3799,0 */
	reached1[3700] = 1;
	trans[1][3700]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3701]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3702]	= settr(5455,2,3799,2183,2183,"(((rst[i]==7)&&(7==3)))", 1, 2, 0); /* m: 3703 -> 3799,0 */
	reached1[3703] = 1;
	trans[1][3703]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3704]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3705]	= settr(5458,2,3799,2184,2184,"(((rst[i]==6)&&(7==5)))", 1, 2, 0); /* m: 3706 -> 3799,0 */
	reached1[3706] = 1;
	trans[1][3706]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3707]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3708]	= settr(5461,2,3799,2185,2185,"(((rst[i]==6)&&(7==4)))", 1, 2, 0); /* m: 3709 -> 3799,0 */
	reached1[3709] = 1;
	trans[1][3709]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3710]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3711]	= settr(5464,2,3799,2186,2186,"(((rst[i]==6)&&(7==3)))", 1, 2, 0); /* m: 3712 -> 3799,0 */
	reached1[3712] = 1;
	trans[1][3712]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3713]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3714]	= settr(5467,2,3799,2187,2187,"(((rst[i]==5)&&(7==5)))", 1, 2, 0); /* m: 3715 -> 3799,0 */
	reached1[3715] = 1;
	trans[1][3715]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3716]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3717]	= settr(5470,2,3799,2188,2188,"(((rst[i]==5)&&(7==4)))", 1, 2, 0); /* m: 3718 -> 3799,0 */
	reached1[3718] = 1;
	trans[1][3718]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3719]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3720]	= settr(5473,2,3799,2189,2189,"(((rst[i]==5)&&(7==3)))", 1, 2, 0); /* m: 3721 -> 3799,0 */
	reached1[3721] = 1;
	trans[1][3721]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3722]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3723]	= settr(5476,2,3799,2190,2190,"(((rst[i]==4)&&(7==5)))", 1, 2, 0); /* m: 3724 -> 3799,0 */
	reached1[3724] = 1;
	trans[1][3724]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3725]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3726]	= settr(5479,2,3799,2191,2191,"(((rst[i]==4)&&(7==4)))", 1, 2, 0); /* m: 3727 -> 3799,0 */
	reached1[3727] = 1;
	trans[1][3727]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3728]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3729]	= settr(5482,2,3799,2192,2192,"(((rst[i]==4)&&(7==3)))", 1, 2, 0); /* m: 3730 -> 3799,0 */
	reached1[3730] = 1;
	trans[1][3730]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3731]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3732]	= settr(5485,2,3799,2193,2193,"(((rst[i]==3)&&(7==5)))", 1, 2, 0); /* m: 3733 -> 3799,0 */
	reached1[3733] = 1;
	trans[1][3733]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3734]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3735]	= settr(5488,2,3799,2194,2194,"(((rst[i]==3)&&(7==4)))", 1, 2, 0); /* m: 3736 -> 3799,0 */
	reached1[3736] = 1;
	trans[1][3736]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3737]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3738]	= settr(5491,2,3799,2195,2195,"(((rst[i]==3)&&(7==3)))", 1, 2, 0); /* m: 3739 -> 3799,0 */
	reached1[3739] = 1;
	trans[1][3739]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3740]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3741]	= settr(5494,2,3799,2196,2196,"(((rst[i]==2)&&(7==5)))", 1, 2, 0); /* m: 3742 -> 3799,0 */
	reached1[3742] = 1;
	trans[1][3742]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3743]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3744]	= settr(5497,2,3799,2197,2197,"(((rst[i]==2)&&(7==4)))", 1, 2, 0); /* m: 3745 -> 3799,0 */
	reached1[3745] = 1;
	trans[1][3745]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3746]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3747]	= settr(5500,2,3799,2198,2198,"(((rst[i]==2)&&(7==3)))", 1, 2, 0); /* m: 3748 -> 3799,0 */
	reached1[3748] = 1;
	trans[1][3748]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3749]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3750]	= settr(5503,2,3799,2199,2199,"(((rst[i]==1)&&(7==5)))", 1, 2, 0); /* m: 3751 -> 3799,0 */
	reached1[3751] = 1;
	trans[1][3751]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3752]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3753]	= settr(5506,2,3799,2200,2200,"(((rst[i]==1)&&(7==4)))", 1, 2, 0); /* m: 3754 -> 3799,0 */
	reached1[3754] = 1;
	trans[1][3754]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3755]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3756]	= settr(5509,2,3799,2201,2201,"(((rst[i]==1)&&(7==3)))", 1, 2, 0); /* m: 3757 -> 3799,0 */
	reached1[3757] = 1;
	trans[1][3757]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3758]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3759]	= settr(5512,2,3768,2202,0,"(((rst[i]==1)&&(7==2)))", 1, 2, 0);
	T = trans[1][3768] = settr(5521,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5521,2,3760,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5521,2,3763,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5521,2,3766,0,0,"IF", 1, 2, 0);
	trans[1][3760]	= settr(5513,2,3799,2203,2203,"(group_intact)", 1, 2, 0); /* m: 3761 -> 3799,0 */
	reached1[3761] = 1;
	trans[1][3761]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3762]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3769]	= settr(5522,2,3799,1,0,".(goto)", 1, 2, 0);
	trans[1][3763]	= settr(5516,2,3799,2204,2204,"(!(group_intact))", 1, 2, 0); /* m: 3764 -> 3799,0 */
	reached1[3764] = 1;
	trans[1][3764]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3765]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][3766]	= settr(5519,2,3767,2,0,"else", 1, 2, 0);
	trans[1][3767]	= settr(5520,2,3799,2205,2205,"ok = 0", 1, 2, 0);
	trans[1][3770]	= settr(5523,2,3799,2206,2206,"(((rst[i]==6)&&(7==1)))", 1, 2, 0); /* m: 3771 -> 3799,0 */
	reached1[3771] = 1;
	trans[1][3771]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3772]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3773]	= settr(5526,2,3799,2207,2207,"(((rst[i]==2)&&(7==1)))", 1, 2, 0); /* m: 3774 -> 3799,0 */
	reached1[3774] = 1;
	trans[1][3774]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3775]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3776]	= settr(5529,2,3799,2208,2208,"(((rst[i]==1)&&(7==1)))", 1, 2, 0); /* m: 3777 -> 3799,0 */
	reached1[3777] = 1;
	trans[1][3777]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3778]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3779]	= settr(5532,2,3780,2,0,"else", 1, 2, 0);
	trans[1][3780]	= settr(5533,2,3799,2209,0,"assert(0)", 1, 2, 0);
	T = trans[1][3799] = settr(5552,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5552,2,3784,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5552,2,3797,0,0,"IF", 1, 2, 0);
	trans[1][3784]	= settr(5537,2,3795,2210,0,"(ok)", 1, 2, 0);
	T = trans[ 1][3795] = settr(5548,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5548,0,3785,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3785]	= settr(5538,2,3792,2211,2211,"passed_in[((i*(2+1))+a)] = 1", 1, 2, 0); /* m: 3786 -> 0,3792 */
	reached1[3786] = 1;
	trans[1][3786]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][3793]	= settr(5546,2,3792,1,0,".(goto)", 1, 2, 0);
	T = trans[1][3792] = settr(5545,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(5545,2,3787,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(5545,2,3790,0,0,"DO", 1, 2, 0);
	trans[1][3787]	= settr(5540,2,3792,2212,2212,"((k<=(2-1)))", 1, 2, 0); /* m: 3788 -> 3792,0 */
	reached1[3788] = 1;
	trans[1][3788]	= settr(0,0,0,0,0,"assert(!(rb_in[((k*(2+1))+a)]))",0,0,0);
	trans[1][3789]	= settr(0,0,0,0,0,"k = (k+1)",0,0,0);
	trans[1][3790]	= settr(5543,2,3796,2,0,"else", 1, 2, 0);
	trans[1][3791]	= settr(5544,2,3796,1,0,"goto :b38", 1, 2, 0); /* m: 3796 -> 0,4512 */
	reached1[3796] = 1;
	trans[1][3794]	= settr(5547,2,3796,1,0,"break", 1, 2, 0);
	trans[1][3796]	= settr(5549,6,4512,2213,2213,"r_unc[i] = 0", 1, 2, 0);
	trans[1][3800]	= settr(5553,2,4512,1,0,".(goto)", 1, 2, 0);
	trans[1][3797]	= settr(5550,2,3798,2,0,"else", 1, 2, 0);
	trans[1][3798]	= settr(5551,2,4512,1,0,"(1)", 1, 2, 0);
	T = trans[1][4512] = settr(6265,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6265,2,3802,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6265,2,4228,0,0,"IF", 1, 2, 0);
	trans[1][3802]	= settr(5555,2,4226,2214,2214,"(ok)", 1, 2, 0); /* m: 3803 -> 4226,0 */
	reached1[3803] = 1;
	trans[1][3803]	= settr(0,0,0,0,0,"assert((nrecv==2))",0,0,0);
	trans[1][3804]	= settr(0,0,0,0,0,"assert((aborted_att!=a))",0,0,0);
	T = trans[1][4226] = settr(5979,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5979,2,3805,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5979,2,3949,0,0,"IF", 1, 2, 0);
	trans[1][3805]	= settr(5558,2,3932,2215,2215,"applied_att[i] = a", 1, 2, 0);
	T = trans[ 1][3932] = settr(5685,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5685,0,3806,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3806]	= settr(5559,2,3930,2216,2216,"ok = 1", 1, 2, 0);
	T = trans[1][3930] = settr(5683,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3807,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3810,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3818,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3826,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3834,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3842,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3845,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3848,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3851,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3854,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3857,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3860,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3863,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3866,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3869,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3872,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3875,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3878,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3881,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3884,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3887,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3890,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3893,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3896,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3899,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3902,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3905,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3908,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3919,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3922,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5683,2,3925,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5683,2,3928,0,0,"IF", 1, 2, 0);
	trans[1][3807]	= settr(5560,2,3947,2217,2217,"(((rst[i]==7)&&(6==10)))", 1, 2, 0); /* m: 3808 -> 3947,0 */
	reached1[3808] = 1;
	trans[1][3808]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3809]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3931]	= settr(5684,2,3947,1,0,".(goto)", 1, 2, 0);
	trans[1][3810]	= settr(5563,2,3816,2218,0,"(((rst[i]==6)&&(6==9)))", 1, 2, 0);
	T = trans[1][3816] = settr(5569,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5569,2,3811,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5569,2,3814,0,0,"IF", 1, 2, 0);
	trans[1][3811]	= settr(5564,2,3947,2219,2219,"(all_ranks_posted)", 1, 2, 0); /* m: 3812 -> 3947,0 */
	reached1[3812] = 1;
	trans[1][3812]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3813]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3817]	= settr(5570,2,3947,1,0,".(goto)", 1, 2, 0);
	trans[1][3814]	= settr(5567,2,3815,2,0,"else", 1, 2, 0);
	trans[1][3815]	= settr(5568,2,3947,2220,2220,"ok = 0", 1, 2, 0);
	trans[1][3818]	= settr(5571,2,3824,2221,0,"(((rst[i]==2)&&(6==9)))", 1, 2, 0);
	T = trans[1][3824] = settr(5577,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5577,2,3819,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5577,2,3822,0,0,"IF", 1, 2, 0);
	trans[1][3819]	= settr(5572,2,3947,2222,2222,"(all_ranks_posted)", 1, 2, 0); /* m: 3820 -> 3947,0 */
	reached1[3820] = 1;
	trans[1][3820]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3821]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3825]	= settr(5578,2,3947,1,0,".(goto)", 1, 2, 0);
	trans[1][3822]	= settr(5575,2,3823,2,0,"else", 1, 2, 0);
	trans[1][3823]	= settr(5576,2,3947,2223,2223,"ok = 0", 1, 2, 0);
	trans[1][3826]	= settr(5579,2,3832,2224,0,"(((rst[i]==5)&&(6==8)))", 1, 2, 0);
	T = trans[1][3832] = settr(5585,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5585,2,3827,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5585,2,3830,0,0,"IF", 1, 2, 0);
	trans[1][3827]	= settr(5580,2,3947,2225,2225,"(probe_ok)", 1, 2, 0); /* m: 3828 -> 3947,0 */
	reached1[3828] = 1;
	trans[1][3828]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][3829]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][3833]	= settr(5586,2,3947,1,0,".(goto)", 1, 2, 0);
	trans[1][3830]	= settr(5583,2,3831,2,0,"else", 1, 2, 0);
	trans[1][3831]	= settr(5584,2,3947,2226,2226,"ok = 0", 1, 2, 0);
	trans[1][3834]	= settr(5587,2,3840,2227,0,"(((rst[i]==4)&&(6==7)))", 1, 2, 0);
	T = trans[1][3840] = settr(5593,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5593,2,3835,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5593,2,3838,0,0,"IF", 1, 2, 0);
	trans[1][3835]	= settr(5588,2,3947,2228,2228,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 3836 -> 3947,0 */
	reached1[3836] = 1;
	trans[1][3836]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][3837]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][3841]	= settr(5594,2,3947,1,0,".(goto)", 1, 2, 0);
	trans[1][3838]	= settr(5591,2,3839,2,0,"else", 1, 2, 0);
	trans[1][3839]	= settr(5592,2,3947,2229,2229,"ok = 0", 1, 2, 0);
	trans[1][3842]	= settr(5595,2,3947,2230,2230,"(((rst[i]==3)&&(6==6)))", 1, 2, 0); /* m: 3843 -> 3947,0 */
	reached1[3843] = 1;
	trans[1][3843]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][3844]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][3845]	= settr(5598,2,3947,2231,2231,"(((rst[i]==7)&&(6==5)))", 1, 2, 0); /* m: 3846 -> 3947,0 */
	reached1[3846] = 1;
	trans[1][3846]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3847]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3848]	= settr(5601,2,3947,2232,2232,"(((rst[i]==7)&&(6==4)))", 1, 2, 0); /* m: 3849 -> 3947,0 */
	reached1[3849] = 1;
	trans[1][3849]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3850]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3851]	= settr(5604,2,3947,2233,2233,"(((rst[i]==7)&&(6==3)))", 1, 2, 0); /* m: 3852 -> 3947,0 */
	reached1[3852] = 1;
	trans[1][3852]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3853]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3854]	= settr(5607,2,3947,2234,2234,"(((rst[i]==6)&&(6==5)))", 1, 2, 0); /* m: 3855 -> 3947,0 */
	reached1[3855] = 1;
	trans[1][3855]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3856]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3857]	= settr(5610,2,3947,2235,2235,"(((rst[i]==6)&&(6==4)))", 1, 2, 0); /* m: 3858 -> 3947,0 */
	reached1[3858] = 1;
	trans[1][3858]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3859]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3860]	= settr(5613,2,3947,2236,2236,"(((rst[i]==6)&&(6==3)))", 1, 2, 0); /* m: 3861 -> 3947,0 */
	reached1[3861] = 1;
	trans[1][3861]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3862]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3863]	= settr(5616,2,3947,2237,2237,"(((rst[i]==5)&&(6==5)))", 1, 2, 0); /* m: 3864 -> 3947,0 */
	reached1[3864] = 1;
	trans[1][3864]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3865]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3866]	= settr(5619,2,3947,2238,2238,"(((rst[i]==5)&&(6==4)))", 1, 2, 0); /* m: 3867 -> 3947,0 */
	reached1[3867] = 1;
	trans[1][3867]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3868]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3869]	= settr(5622,2,3947,2239,2239,"(((rst[i]==5)&&(6==3)))", 1, 2, 0); /* m: 3870 -> 3947,0 */
	reached1[3870] = 1;
	trans[1][3870]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3871]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3872]	= settr(5625,2,3947,2240,2240,"(((rst[i]==4)&&(6==5)))", 1, 2, 0); /* m: 3873 -> 3947,0 */
	reached1[3873] = 1;
	trans[1][3873]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3874]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3875]	= settr(5628,2,3947,2241,2241,"(((rst[i]==4)&&(6==4)))", 1, 2, 0); /* m: 3876 -> 3947,0 */
	reached1[3876] = 1;
	trans[1][3876]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3877]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3878]	= settr(5631,2,3947,2242,2242,"(((rst[i]==4)&&(6==3)))", 1, 2, 0); /* m: 3879 -> 3947,0 */
	reached1[3879] = 1;
	trans[1][3879]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3880]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3881]	= settr(5634,2,3947,2243,2243,"(((rst[i]==3)&&(6==5)))", 1, 2, 0); /* m: 3882 -> 3947,0 */
	reached1[3882] = 1;
	trans[1][3882]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3883]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3884]	= settr(5637,2,3947,2244,2244,"(((rst[i]==3)&&(6==4)))", 1, 2, 0); /* m: 3885 -> 3947,0 */
	reached1[3885] = 1;
	trans[1][3885]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3886]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3887]	= settr(5640,2,3947,2245,2245,"(((rst[i]==3)&&(6==3)))", 1, 2, 0); /* m: 3888 -> 3947,0 */
	reached1[3888] = 1;
	trans[1][3888]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3889]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3890]	= settr(5643,2,3947,2246,2246,"(((rst[i]==2)&&(6==5)))", 1, 2, 0); /* m: 3891 -> 3947,0 */
	reached1[3891] = 1;
	trans[1][3891]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3892]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3893]	= settr(5646,2,3947,2247,2247,"(((rst[i]==2)&&(6==4)))", 1, 2, 0); /* m: 3894 -> 3947,0 */
	reached1[3894] = 1;
	trans[1][3894]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3895]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3896]	= settr(5649,2,3947,2248,2248,"(((rst[i]==2)&&(6==3)))", 1, 2, 0); /* m: 3897 -> 3947,0 */
	reached1[3897] = 1;
	trans[1][3897]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3898]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3899]	= settr(5652,2,3947,2249,2249,"(((rst[i]==1)&&(6==5)))", 1, 2, 0); /* m: 3900 -> 3947,0 */
	reached1[3900] = 1;
	trans[1][3900]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3901]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3902]	= settr(5655,2,3947,2250,2250,"(((rst[i]==1)&&(6==4)))", 1, 2, 0); /* m: 3903 -> 3947,0 */
	reached1[3903] = 1;
	trans[1][3903]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3904]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3905]	= settr(5658,2,3947,2251,2251,"(((rst[i]==1)&&(6==3)))", 1, 2, 0); /* m: 3906 -> 3947,0 */
	reached1[3906] = 1;
	trans[1][3906]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3907]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][3908]	= settr(5661,2,3917,2252,0,"(((rst[i]==1)&&(6==2)))", 1, 2, 0);
	T = trans[1][3917] = settr(5670,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5670,2,3909,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5670,2,3912,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5670,2,3915,0,0,"IF", 1, 2, 0);
	trans[1][3909]	= settr(5662,2,3947,2253,2253,"(group_intact)", 1, 2, 0); /* m: 3910 -> 3947,0 */
	reached1[3910] = 1;
	trans[1][3910]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3911]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][3918]	= settr(5671,2,3947,1,0,".(goto)", 1, 2, 0);
	trans[1][3912]	= settr(5665,2,3947,2254,2254,"(!(group_intact))", 1, 2, 0); /* m: 3913 -> 3947,0 */
	reached1[3913] = 1;
	trans[1][3913]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3914]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][3915]	= settr(5668,2,3916,2,0,"else", 1, 2, 0);
	trans[1][3916]	= settr(5669,2,3947,2255,2255,"ok = 0", 1, 2, 0);
	trans[1][3919]	= settr(5672,2,3947,2256,2256,"(((rst[i]==6)&&(6==1)))", 1, 2, 0); /* m: 3920 -> 3947,0 */
	reached1[3920] = 1;
	trans[1][3920]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3921]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3922]	= settr(5675,2,3947,2257,2257,"(((rst[i]==2)&&(6==1)))", 1, 2, 0); /* m: 3923 -> 3947,0 */
	reached1[3923] = 1;
	trans[1][3923]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3924]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3925]	= settr(5678,2,3947,2258,2258,"(((rst[i]==1)&&(6==1)))", 1, 2, 0); /* m: 3926 -> 3947,0 */
	reached1[3926] = 1;
	trans[1][3926]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][3927]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][3928]	= settr(5681,2,3929,2,0,"else", 1, 2, 0);
	trans[1][3929]	= settr(5682,2,3947,2259,0,"assert(0)", 1, 2, 0);
	T = trans[1][3947] = settr(5700,2,0,0,0,"IF", 1, 2, 0);
#if 0
	/* dead link: */
	T = T->nxt	= settr(5700,2,3933,0,0,"IF", 1, 2, 0);
#endif
	    T->nxt	= settr(5700,2,3945,0,0,"IF", 1, 2, 0);
	trans[1][3933]	= settr(0,0,0,0,0,"(0)",0,0,0);
	T = trans[ 1][3944] = settr(5697,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5697,0,3942,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][3942] = settr(5695,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5695,2,3934,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5695,2,3936,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5695,2,3940,0,0,"IF", 1, 2, 0);
	trans[1][3934]	= settr(5687,2,3935,2260,0,"(full(up))", 1, 1505, 0);
	trans[1][3935]	= settr(5688,2,4804,1,0,"(1)", 1, 2, 0);
	trans[1][3943]	= settr(5696,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][3936]	= settr(5689,2,4804,2261,2261,"((faults<2))", 1, 2, 0); /* m: 3937 -> 4804,0 */
	reached1[3937] = 1;
	trans[1][3937]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][3938]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][3939]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][3940]	= settr(5693,2,3941,2262,0,"(nfull(up))", 1, 5, 0);
	trans[1][3941]	= settr(5694,2,4804,2263,2263,"up!3,i,a,1", 1, 5, 0);
	trans[1][3948]	= settr(5701,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][3945]	= settr(5698,2,3946,2,0,"else", 1, 2, 0);
	trans[1][3946]	= settr(5699,2,4804,1,0,"(1)", 1, 2, 0);
	trans[1][4227]	= settr(5980,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][3949]	= settr(5702,2,4079,2264,2264,"((faults<2))", 1, 2, 0); /* m: 3950 -> 4079,0 */
	reached1[3950] = 1;
	trans[1][3950]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][3951]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][3952]	= settr(0,0,0,0,0,"printf('fault: receiver %d: apply fails\\n',i)",0,0,0);
	T = trans[ 1][4079] = settr(5832,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5832,0,3953,0,0,"sub-sequence", 1, 2, 0);
	trans[1][3953]	= settr(5706,2,4077,2265,2265,"ok = 1", 1, 2, 0);
	T = trans[1][4077] = settr(5830,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3954,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3957,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3965,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3973,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3981,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3989,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3992,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3995,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,3998,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4001,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4004,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4007,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4010,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4013,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4016,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4019,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4022,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4025,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4028,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4031,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4034,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4037,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4040,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4043,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4046,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4049,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4052,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4055,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4066,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4069,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5830,2,4072,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5830,2,4075,0,0,"IF", 1, 2, 0);
	trans[1][3954]	= settr(5707,2,4209,2266,2266,"(((rst[i]==7)&&(5==10)))", 1, 2, 0); /* m: 3955 -> 4209,0 */
	reached1[3955] = 1;
	trans[1][3955]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][3956]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4078]	= settr(5831,2,4209,1,0,".(goto)", 1, 2, 0);
	trans[1][3957]	= settr(5710,2,3963,2267,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][3963] = settr(5716,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5716,2,3958,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5716,2,3961,0,0,"IF", 1, 2, 0);
	trans[1][3958]	= settr(5711,2,4209,2268,2268,"(all_ranks_posted)", 1, 2, 0); /* m: 3959 -> 4209,0 */
	reached1[3959] = 1;
	trans[1][3959]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3960]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3964]	= settr(5717,2,4209,1,0,".(goto)", 1, 2, 0);
	trans[1][3961]	= settr(5714,2,3962,2,0,"else", 1, 2, 0);
	trans[1][3962]	= settr(5715,2,4209,2269,2269,"ok = 0", 1, 2, 0);
	trans[1][3965]	= settr(5718,2,3971,2270,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][3971] = settr(5724,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5724,2,3966,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5724,2,3969,0,0,"IF", 1, 2, 0);
	trans[1][3966]	= settr(5719,2,4209,2271,2271,"(all_ranks_posted)", 1, 2, 0); /* m: 3967 -> 4209,0 */
	reached1[3967] = 1;
	trans[1][3967]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][3968]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][3972]	= settr(5725,2,4209,1,0,".(goto)", 1, 2, 0);
	trans[1][3969]	= settr(5722,2,3970,2,0,"else", 1, 2, 0);
	trans[1][3970]	= settr(5723,2,4209,2272,2272,"ok = 0", 1, 2, 0);
	trans[1][3973]	= settr(5726,2,3979,2273,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][3979] = settr(5732,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5732,2,3974,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5732,2,3977,0,0,"IF", 1, 2, 0);
	trans[1][3974]	= settr(5727,2,4209,2274,2274,"(probe_ok)", 1, 2, 0); /* m: 3975 -> 4209,0 */
	reached1[3975] = 1;
	trans[1][3975]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][3976]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][3980]	= settr(5733,2,4209,1,0,".(goto)", 1, 2, 0);
	trans[1][3977]	= settr(5730,2,3978,2,0,"else", 1, 2, 0);
	trans[1][3978]	= settr(5731,2,4209,2275,2275,"ok = 0", 1, 2, 0);
	trans[1][3981]	= settr(5734,2,3987,2276,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][3987] = settr(5740,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5740,2,3982,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5740,2,3985,0,0,"IF", 1, 2, 0);
	trans[1][3982]	= settr(5735,2,4209,2277,2277,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 3983 -> 4209,0 */
	reached1[3983] = 1;
	trans[1][3983]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][3984]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][3988]	= settr(5741,2,4209,1,0,".(goto)", 1, 2, 0);
	trans[1][3985]	= settr(5738,2,3986,2,0,"else", 1, 2, 0);
	trans[1][3986]	= settr(5739,2,4209,2278,2278,"ok = 0", 1, 2, 0);
	trans[1][3989]	= settr(5742,2,4209,2279,2279,"(((rst[i]==3)&&(5==6)))", 1, 2, 0); /* m: 3990 -> 4209,0 */
	reached1[3990] = 1;
	trans[1][3990]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][3991]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][3992]	= settr(5745,2,4209,2280,2280,"(((rst[i]==7)&&(5==5)))", 1, 2, 0); /* m: 3993 -> 4209,0 */
	reached1[3993] = 1;
	trans[1][3993]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3994]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][3995]	= settr(5748,2,4209,2281,2281,"(((rst[i]==7)&&(5==4)))", 1, 2, 0); /* m: 3996 -> 4209,0 */
	reached1[3996] = 1;
	trans[1][3996]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][3997]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][3998]	= settr(5751,2,4209,2282,2282,"(((rst[i]==7)&&(5==3)))", 1, 2, 0); /* m: 3999 -> 4209,0 */
	reached1[3999] = 1;
	trans[1][3999]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4000]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4001]	= settr(5754,2,4209,2283,2283,"(((rst[i]==6)&&(5==5)))", 1, 2, 0); /* m: 4002 -> 4209,0 */
	reached1[4002] = 1;
	trans[1][4002]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4003]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4004]	= settr(5757,2,4209,2284,2284,"(((rst[i]==6)&&(5==4)))", 1, 2, 0); /* m: 4005 -> 4209,0 */
	reached1[4005] = 1;
	trans[1][4005]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4006]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4007]	= settr(5760,2,4209,2285,2285,"(((rst[i]==6)&&(5==3)))", 1, 2, 0); /* m: 4008 -> 4209,0 */
	reached1[4008] = 1;
	trans[1][4008]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4009]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4010]	= settr(5763,2,4209,2286,2286,"(((rst[i]==5)&&(5==5)))", 1, 2, 0); /* m: 4011 -> 4209,0 */
	reached1[4011] = 1;
	trans[1][4011]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4012]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4013]	= settr(5766,2,4209,2287,2287,"(((rst[i]==5)&&(5==4)))", 1, 2, 0); /* m: 4014 -> 4209,0 */
	reached1[4014] = 1;
	trans[1][4014]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4015]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4016]	= settr(5769,2,4209,2288,2288,"(((rst[i]==5)&&(5==3)))", 1, 2, 0); /* m: 4017 -> 4209,0 */
	reached1[4017] = 1;
	trans[1][4017]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4018]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4019]	= settr(5772,2,4209,2289,2289,"(((rst[i]==4)&&(5==5)))", 1, 2, 0); /* m: 4020 -> 4209,0 */
	reached1[4020] = 1;
	trans[1][4020]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4021]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4022]	= settr(5775,2,4209,2290,2290,"(((rst[i]==4)&&(5==4)))", 1, 2, 0); /* m: 4023 -> 4209,0 */
	reached1[4023] = 1;
	trans[1][4023]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4024]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4025]	= settr(5778,2,4209,2291,2291,"(((rst[i]==4)&&(5==3)))", 1, 2, 0); /* m: 4026 -> 4209,0 */
	reached1[4026] = 1;
	trans[1][4026]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4027]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4028]	= settr(5781,2,4209,2292,2292,"(((rst[i]==3)&&(5==5)))", 1, 2, 0); /* m: 4029 -> 4209,0 */
	reached1[4029] = 1;
	trans[1][4029]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4030]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4031]	= settr(5784,2,4209,2293,2293,"(((rst[i]==3)&&(5==4)))", 1, 2, 0); /* m: 4032 -> 4209,0 */
	reached1[4032] = 1;
	trans[1][4032]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4033]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4034]	= settr(5787,2,4209,2294,2294,"(((rst[i]==3)&&(5==3)))", 1, 2, 0); /* m: 4035 -> 4209,0 */
	reached1[4035] = 1;
	trans[1][4035]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4036]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4037]	= settr(5790,2,4209,2295,2295,"(((rst[i]==2)&&(5==5)))", 1, 2, 0); /* m: 4038 -> 4209,0 */
	reached1[4038] = 1;
	trans[1][4038]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4039]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4040]	= settr(5793,2,4209,2296,2296,"(((rst[i]==2)&&(5==4)))", 1, 2, 0); /* m: 4041 -> 4209,0 */
	reached1[4041] = 1;
	trans[1][4041]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4042]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4043]	= settr(5796,2,4209,2297,2297,"(((rst[i]==2)&&(5==3)))", 1, 2, 0); /* m: 4044 -> 4209,0 */
	reached1[4044] = 1;
	trans[1][4044]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4045]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4046]	= settr(5799,2,4209,2298,2298,"(((rst[i]==1)&&(5==5)))", 1, 2, 0); /* m: 4047 -> 4209,0 */
	reached1[4047] = 1;
	trans[1][4047]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4048]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4049]	= settr(5802,2,4209,2299,2299,"(((rst[i]==1)&&(5==4)))", 1, 2, 0); /* m: 4050 -> 4209,0 */
	reached1[4050] = 1;
	trans[1][4050]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4051]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4052]	= settr(5805,2,4209,2300,2300,"(((rst[i]==1)&&(5==3)))", 1, 2, 0); /* m: 4053 -> 4209,0 */
	reached1[4053] = 1;
	trans[1][4053]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4054]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4055]	= settr(5808,2,4064,2301,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][4064] = settr(5817,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5817,2,4056,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5817,2,4059,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5817,2,4062,0,0,"IF", 1, 2, 0);
	trans[1][4056]	= settr(5809,2,4209,2302,2302,"(group_intact)", 1, 2, 0); /* m: 4057 -> 4209,0 */
	reached1[4057] = 1;
	trans[1][4057]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4058]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4065]	= settr(5818,2,4209,1,0,".(goto)", 1, 2, 0);
	trans[1][4059]	= settr(5812,2,4209,2303,2303,"(!(group_intact))", 1, 2, 0); /* m: 4060 -> 4209,0 */
	reached1[4060] = 1;
	trans[1][4060]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4061]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][4062]	= settr(5815,2,4063,2,0,"else", 1, 2, 0);
	trans[1][4063]	= settr(5816,2,4209,2304,2304,"ok = 0", 1, 2, 0);
	trans[1][4066]	= settr(5819,2,4209,2305,2305,"(((rst[i]==6)&&(5==1)))", 1, 2, 0); /* m: 4067 -> 4209,0 */
	reached1[4067] = 1;
	trans[1][4067]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4068]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4069]	= settr(5822,2,4209,2306,2306,"(((rst[i]==2)&&(5==1)))", 1, 2, 0); /* m: 4070 -> 4209,0 */
	reached1[4070] = 1;
	trans[1][4070]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4071]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4072]	= settr(5825,2,4209,2307,2307,"(((rst[i]==1)&&(5==1)))", 1, 2, 0); /* m: 4073 -> 4209,0 */
	reached1[4073] = 1;
	trans[1][4073]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4074]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4075]	= settr(5828,2,4076,2,0,"else", 1, 2, 0);
	trans[1][4076]	= settr(5829,2,4209,2308,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][4209] = settr(5962,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5962,0,4080,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4080]	= settr(5833,2,4208,2309,2309,"r_unc[i] = 0", 1, 2, 0); /* m: 4081 -> 0,4208 */
	reached1[4081] = 1;
	trans[1][4081]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][4208] = settr(5961,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5961,0,4082,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4082]	= settr(5835,2,4206,2310,2310,"ok = 1", 1, 2, 0);
	T = trans[1][4206] = settr(5959,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4083,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4086,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4094,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4102,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4110,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4118,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4121,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4124,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4127,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4130,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4133,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4136,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4139,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4142,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4145,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4148,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4151,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4154,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4157,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4160,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4163,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4166,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4169,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4172,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4175,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4178,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4181,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4184,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4195,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4198,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5959,2,4201,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5959,2,4204,0,0,"IF", 1, 2, 0);
	trans[1][4083]	= settr(5836,2,4224,2311,2311,"(((rst[i]==7)&&(2==10)))", 1, 2, 0); /* m: 4084 -> 4224,0 */
	reached1[4084] = 1;
	trans[1][4084]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4085]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4207]	= settr(5960,2,4224,1,0,".(goto)", 1, 2, 0);
	trans[1][4086]	= settr(5839,2,4092,2312,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][4092] = settr(5845,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5845,2,4087,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5845,2,4090,0,0,"IF", 1, 2, 0);
	trans[1][4087]	= settr(5840,2,4224,2313,2313,"(all_ranks_posted)", 1, 2, 0); /* m: 4088 -> 4224,0 */
	reached1[4088] = 1;
	trans[1][4088]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4089]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4093]	= settr(5846,2,4224,1,0,".(goto)", 1, 2, 0);
	trans[1][4090]	= settr(5843,2,4091,2,0,"else", 1, 2, 0);
	trans[1][4091]	= settr(5844,2,4224,2314,2314,"ok = 0", 1, 2, 0);
	trans[1][4094]	= settr(5847,2,4100,2315,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][4100] = settr(5853,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5853,2,4095,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5853,2,4098,0,0,"IF", 1, 2, 0);
	trans[1][4095]	= settr(5848,2,4224,2316,2316,"(all_ranks_posted)", 1, 2, 0); /* m: 4096 -> 4224,0 */
	reached1[4096] = 1;
	trans[1][4096]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4097]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4101]	= settr(5854,2,4224,1,0,".(goto)", 1, 2, 0);
	trans[1][4098]	= settr(5851,2,4099,2,0,"else", 1, 2, 0);
	trans[1][4099]	= settr(5852,2,4224,2317,2317,"ok = 0", 1, 2, 0);
	trans[1][4102]	= settr(5855,2,4108,2318,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][4108] = settr(5861,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5861,2,4103,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5861,2,4106,0,0,"IF", 1, 2, 0);
	trans[1][4103]	= settr(5856,2,4224,2319,2319,"(probe_ok)", 1, 2, 0); /* m: 4104 -> 4224,0 */
	reached1[4104] = 1;
	trans[1][4104]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][4105]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][4109]	= settr(5862,2,4224,1,0,".(goto)", 1, 2, 0);
	trans[1][4106]	= settr(5859,2,4107,2,0,"else", 1, 2, 0);
	trans[1][4107]	= settr(5860,2,4224,2320,2320,"ok = 0", 1, 2, 0);
	trans[1][4110]	= settr(5863,2,4116,2321,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][4116] = settr(5869,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5869,2,4111,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5869,2,4114,0,0,"IF", 1, 2, 0);
	trans[1][4111]	= settr(5864,2,4224,2322,2322,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 4112 -> 4224,0 */
	reached1[4112] = 1;
	trans[1][4112]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][4113]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][4117]	= settr(5870,2,4224,1,0,".(goto)", 1, 2, 0);
	trans[1][4114]	= settr(5867,2,4115,2,0,"else", 1, 2, 0);
	trans[1][4115]	= settr(5868,2,4224,2323,2323,"ok = 0", 1, 2, 0);
	trans[1][4118]	= settr(5871,2,4224,2324,2324,"(((rst[i]==3)&&(2==6)))", 1, 2, 0); /* m: 4119 -> 4224,0 */
	reached1[4119] = 1;
	trans[1][4119]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][4120]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][4121]	= settr(5874,2,4224,2325,2325,"(((rst[i]==7)&&(2==5)))", 1, 2, 0); /* m: 4122 -> 4224,0 */
	reached1[4122] = 1;
	trans[1][4122]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4123]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4124]	= settr(5877,2,4224,2326,2326,"(((rst[i]==7)&&(2==4)))", 1, 2, 0); /* m: 4125 -> 4224,0 */
	reached1[4125] = 1;
	trans[1][4125]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4126]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4127]	= settr(5880,2,4224,2327,2327,"(((rst[i]==7)&&(2==3)))", 1, 2, 0); /* m: 4128 -> 4224,0 */
	reached1[4128] = 1;
	trans[1][4128]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4129]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4130]	= settr(5883,2,4224,2328,2328,"(((rst[i]==6)&&(2==5)))", 1, 2, 0); /* m: 4131 -> 4224,0 */
	reached1[4131] = 1;
	trans[1][4131]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4132]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4133]	= settr(5886,2,4224,2329,2329,"(((rst[i]==6)&&(2==4)))", 1, 2, 0); /* m: 4134 -> 4224,0 */
	reached1[4134] = 1;
	trans[1][4134]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4135]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4136]	= settr(5889,2,4224,2330,2330,"(((rst[i]==6)&&(2==3)))", 1, 2, 0); /* m: 4137 -> 4224,0 */
	reached1[4137] = 1;
	trans[1][4137]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4138]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4139]	= settr(5892,2,4224,2331,2331,"(((rst[i]==5)&&(2==5)))", 1, 2, 0); /* m: 4140 -> 4224,0 */
	reached1[4140] = 1;
	trans[1][4140]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4141]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4142]	= settr(5895,2,4224,2332,2332,"(((rst[i]==5)&&(2==4)))", 1, 2, 0); /* m: 4143 -> 4224,0 */
	reached1[4143] = 1;
	trans[1][4143]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4144]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4145]	= settr(5898,2,4224,2333,2333,"(((rst[i]==5)&&(2==3)))", 1, 2, 0); /* m: 4146 -> 4224,0 */
	reached1[4146] = 1;
	trans[1][4146]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4147]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4148]	= settr(5901,2,4224,2334,2334,"(((rst[i]==4)&&(2==5)))", 1, 2, 0); /* m: 4149 -> 4224,0 */
	reached1[4149] = 1;
	trans[1][4149]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4150]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4151]	= settr(5904,2,4224,2335,2335,"(((rst[i]==4)&&(2==4)))", 1, 2, 0); /* m: 4152 -> 4224,0 */
	reached1[4152] = 1;
	trans[1][4152]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4153]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4154]	= settr(5907,2,4224,2336,2336,"(((rst[i]==4)&&(2==3)))", 1, 2, 0); /* m: 4155 -> 4224,0 */
	reached1[4155] = 1;
	trans[1][4155]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4156]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4157]	= settr(5910,2,4224,2337,2337,"(((rst[i]==3)&&(2==5)))", 1, 2, 0); /* m: 4158 -> 4224,0 */
	reached1[4158] = 1;
	trans[1][4158]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4159]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4160]	= settr(5913,2,4224,2338,2338,"(((rst[i]==3)&&(2==4)))", 1, 2, 0); /* m: 4161 -> 4224,0 */
	reached1[4161] = 1;
	trans[1][4161]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4162]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4163]	= settr(5916,2,4224,2339,2339,"(((rst[i]==3)&&(2==3)))", 1, 2, 0); /* m: 4164 -> 4224,0 */
	reached1[4164] = 1;
	trans[1][4164]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4165]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4166]	= settr(5919,2,4224,2340,2340,"(((rst[i]==2)&&(2==5)))", 1, 2, 0); /* m: 4167 -> 4224,0 */
	reached1[4167] = 1;
	trans[1][4167]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4168]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4169]	= settr(5922,2,4224,2341,2341,"(((rst[i]==2)&&(2==4)))", 1, 2, 0); /* m: 4170 -> 4224,0 */
	reached1[4170] = 1;
	trans[1][4170]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4171]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4172]	= settr(5925,2,4224,2342,2342,"(((rst[i]==2)&&(2==3)))", 1, 2, 0); /* m: 4173 -> 4224,0 */
	reached1[4173] = 1;
	trans[1][4173]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4174]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4175]	= settr(5928,2,4224,2343,2343,"(((rst[i]==1)&&(2==5)))", 1, 2, 0); /* m: 4176 -> 4224,0 */
	reached1[4176] = 1;
	trans[1][4176]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4177]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4178]	= settr(5931,2,4224,2344,2344,"(((rst[i]==1)&&(2==4)))", 1, 2, 0); /* m: 4179 -> 4224,0 */
	reached1[4179] = 1;
	trans[1][4179]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4180]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4181]	= settr(5934,2,4224,2345,2345,"(((rst[i]==1)&&(2==3)))", 1, 2, 0); /* m: 4182 -> 4224,0 */
	reached1[4182] = 1;
	trans[1][4182]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4183]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4184]	= settr(5937,2,4193,2346,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][4193] = settr(5946,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5946,2,4185,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5946,2,4188,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5946,2,4191,0,0,"IF", 1, 2, 0);
	trans[1][4185]	= settr(5938,2,4224,2347,2347,"(group_intact)", 1, 2, 0); /* m: 4186 -> 4224,0 */
	reached1[4186] = 1;
	trans[1][4186]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4187]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4194]	= settr(5947,2,4224,1,0,".(goto)", 1, 2, 0);
	trans[1][4188]	= settr(5941,2,4224,2348,2348,"(!(group_intact))", 1, 2, 0); /* m: 4189 -> 4224,0 */
	reached1[4189] = 1;
	trans[1][4189]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4190]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][4191]	= settr(5944,2,4192,2,0,"else", 1, 2, 0);
	trans[1][4192]	= settr(5945,2,4224,2349,2349,"ok = 0", 1, 2, 0);
	trans[1][4195]	= settr(5948,2,4224,2350,2350,"(((rst[i]==6)&&(2==1)))", 1, 2, 0); /* m: 4196 -> 4224,0 */
	reached1[4196] = 1;
	trans[1][4196]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4197]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4198]	= settr(5951,2,4224,2351,2351,"(((rst[i]==2)&&(2==1)))", 1, 2, 0); /* m: 4199 -> 4224,0 */
	reached1[4199] = 1;
	trans[1][4199]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4200]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4201]	= settr(5954,2,4224,2352,2352,"(((rst[i]==1)&&(2==1)))", 1, 2, 0); /* m: 4202 -> 4224,0 */
	reached1[4202] = 1;
	trans[1][4202]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4203]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4204]	= settr(5957,2,4205,2,0,"else", 1, 2, 0);
	trans[1][4205]	= settr(5958,2,4224,2353,0,"assert(0)", 1, 2, 0);
	T = trans[1][4224] = settr(5977,2,0,0,0,"IF", 1, 2, 0);
#if 0
	/* dead link: */
	T = T->nxt	= settr(5977,2,4210,0,0,"IF", 1, 2, 0);
#endif
	    T->nxt	= settr(5977,2,4222,0,0,"IF", 1, 2, 0);
	trans[1][4210]	= settr(0,0,0,0,0,"(0)",0,0,0);
	T = trans[ 1][4221] = settr(5974,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(5974,0,4219,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][4219] = settr(5972,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5972,2,4211,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5972,2,4213,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5972,2,4217,0,0,"IF", 1, 2, 0);
	trans[1][4211]	= settr(5964,2,4212,2354,0,"(full(up))", 1, 1505, 0);
	trans[1][4212]	= settr(5965,2,4804,1,0,"(1)", 1, 2, 0);
	trans[1][4220]	= settr(5973,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4213]	= settr(5966,2,4804,2355,2355,"((faults<2))", 1, 2, 0); /* m: 4214 -> 4804,0 */
	reached1[4214] = 1;
	trans[1][4214]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][4215]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][4216]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][4217]	= settr(5970,2,4218,2356,0,"(nfull(up))", 1, 5, 0);
	trans[1][4218]	= settr(5971,2,4804,2357,2357,"up!3,i,a,0", 1, 5, 0);
	trans[1][4225]	= settr(5978,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4222]	= settr(5975,2,4223,2,0,"else", 1, 2, 0);
	trans[1][4223]	= settr(5976,2,4804,1,0,"(1)", 1, 2, 0);
	trans[1][4513]	= settr(6266,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4228]	= settr(5981,2,4355,2,0,"else", 1, 2, 0);
	T = trans[ 1][4355] = settr(6108,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6108,0,4229,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4229]	= settr(5982,2,4353,2358,2358,"ok = 1", 1, 2, 0);
	T = trans[1][4353] = settr(6106,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4230,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4233,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4241,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4249,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4257,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4265,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4268,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4271,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4274,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4277,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4280,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4283,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4286,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4289,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4292,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4295,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4298,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4301,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4304,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4307,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4310,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4313,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4316,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4319,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4322,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4325,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4328,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4331,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4342,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4345,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6106,2,4348,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6106,2,4351,0,0,"IF", 1, 2, 0);
	trans[1][4230]	= settr(5983,2,4495,2359,2359,"(((rst[i]==7)&&(5==10)))", 1, 2, 0); /* m: 4231 -> 4495,0 */
	reached1[4231] = 1;
	trans[1][4231]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4232]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4354]	= settr(6107,2,4495,1,0,".(goto)", 1, 2, 0);
	trans[1][4233]	= settr(5986,2,4239,2360,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][4239] = settr(5992,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(5992,2,4234,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(5992,2,4237,0,0,"IF", 1, 2, 0);
	trans[1][4234]	= settr(5987,2,4495,2361,2361,"(all_ranks_posted)", 1, 2, 0); /* m: 4235 -> 4495,0 */
	reached1[4235] = 1;
	trans[1][4235]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4236]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4240]	= settr(5993,2,4495,1,0,".(goto)", 1, 2, 0);
	trans[1][4237]	= settr(5990,2,4238,2,0,"else", 1, 2, 0);
	trans[1][4238]	= settr(5991,2,4495,2362,2362,"ok = 0", 1, 2, 0);
	trans[1][4241]	= settr(5994,2,4247,2363,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][4247] = settr(6000,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6000,2,4242,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6000,2,4245,0,0,"IF", 1, 2, 0);
	trans[1][4242]	= settr(5995,2,4495,2364,2364,"(all_ranks_posted)", 1, 2, 0); /* m: 4243 -> 4495,0 */
	reached1[4243] = 1;
	trans[1][4243]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4244]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4248]	= settr(6001,2,4495,1,0,".(goto)", 1, 2, 0);
	trans[1][4245]	= settr(5998,2,4246,2,0,"else", 1, 2, 0);
	trans[1][4246]	= settr(5999,2,4495,2365,2365,"ok = 0", 1, 2, 0);
	trans[1][4249]	= settr(6002,2,4255,2366,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][4255] = settr(6008,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6008,2,4250,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6008,2,4253,0,0,"IF", 1, 2, 0);
	trans[1][4250]	= settr(6003,2,4495,2367,2367,"(probe_ok)", 1, 2, 0); /* m: 4251 -> 4495,0 */
	reached1[4251] = 1;
	trans[1][4251]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][4252]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][4256]	= settr(6009,2,4495,1,0,".(goto)", 1, 2, 0);
	trans[1][4253]	= settr(6006,2,4254,2,0,"else", 1, 2, 0);
	trans[1][4254]	= settr(6007,2,4495,2368,2368,"ok = 0", 1, 2, 0);
	trans[1][4257]	= settr(6010,2,4263,2369,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][4263] = settr(6016,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6016,2,4258,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6016,2,4261,0,0,"IF", 1, 2, 0);
	trans[1][4258]	= settr(6011,2,4495,2370,2370,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 4259 -> 4495,0 */
	reached1[4259] = 1;
	trans[1][4259]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][4260]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][4264]	= settr(6017,2,4495,1,0,".(goto)", 1, 2, 0);
	trans[1][4261]	= settr(6014,2,4262,2,0,"else", 1, 2, 0);
	trans[1][4262]	= settr(6015,2,4495,2371,2371,"ok = 0", 1, 2, 0);
	trans[1][4265]	= settr(6018,2,4495,2372,2372,"(((rst[i]==3)&&(5==6)))", 1, 2, 0); /* m: 4266 -> 4495,0 */
	reached1[4266] = 1;
	trans[1][4266]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][4267]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][4268]	= settr(6021,2,4495,2373,2373,"(((rst[i]==7)&&(5==5)))", 1, 2, 0); /* m: 4269 -> 4495,0 */
	reached1[4269] = 1;
	trans[1][4269]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4270]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4271]	= settr(6024,2,4495,2374,2374,"(((rst[i]==7)&&(5==4)))", 1, 2, 0); /* m: 4272 -> 4495,0 */
	reached1[4272] = 1;
	trans[1][4272]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4273]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4274]	= settr(6027,2,4495,2375,2375,"(((rst[i]==7)&&(5==3)))", 1, 2, 0); /* m: 4275 -> 4495,0 */
	reached1[4275] = 1;
	trans[1][4275]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4276]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4277]	= settr(6030,2,4495,2376,2376,"(((rst[i]==6)&&(5==5)))", 1, 2, 0); /* m: 4278 -> 4495,0 */
	reached1[4278] = 1;
	trans[1][4278]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4279]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4280]	= settr(6033,2,4495,2377,2377,"(((rst[i]==6)&&(5==4)))", 1, 2, 0); /* m: 4281 -> 4495,0 */
	reached1[4281] = 1;
	trans[1][4281]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4282]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4283]	= settr(6036,2,4495,2378,2378,"(((rst[i]==6)&&(5==3)))", 1, 2, 0); /* m: 4284 -> 4495,0 */
	reached1[4284] = 1;
	trans[1][4284]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4285]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4286]	= settr(6039,2,4495,2379,2379,"(((rst[i]==5)&&(5==5)))", 1, 2, 0); /* m: 4287 -> 4495,0 */
	reached1[4287] = 1;
	trans[1][4287]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4288]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4289]	= settr(6042,2,4495,2380,2380,"(((rst[i]==5)&&(5==4)))", 1, 2, 0); /* m: 4290 -> 4495,0 */
	reached1[4290] = 1;
	trans[1][4290]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4291]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4292]	= settr(6045,2,4495,2381,2381,"(((rst[i]==5)&&(5==3)))", 1, 2, 0); /* m: 4293 -> 4495,0 */
	reached1[4293] = 1;
	trans[1][4293]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4294]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4295]	= settr(6048,2,4495,2382,2382,"(((rst[i]==4)&&(5==5)))", 1, 2, 0); /* m: 4296 -> 4495,0 */
	reached1[4296] = 1;
	trans[1][4296]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4297]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4298]	= settr(6051,2,4495,2383,2383,"(((rst[i]==4)&&(5==4)))", 1, 2, 0); /* m: 4299 -> 4495,0 */
	reached1[4299] = 1;
	trans[1][4299]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4300]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4301]	= settr(6054,2,4495,2384,2384,"(((rst[i]==4)&&(5==3)))", 1, 2, 0); /* m: 4302 -> 4495,0 */
	reached1[4302] = 1;
	trans[1][4302]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4303]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4304]	= settr(6057,2,4495,2385,2385,"(((rst[i]==3)&&(5==5)))", 1, 2, 0); /* m: 4305 -> 4495,0 */
	reached1[4305] = 1;
	trans[1][4305]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4306]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4307]	= settr(6060,2,4495,2386,2386,"(((rst[i]==3)&&(5==4)))", 1, 2, 0); /* m: 4308 -> 4495,0 */
	reached1[4308] = 1;
	trans[1][4308]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4309]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4310]	= settr(6063,2,4495,2387,2387,"(((rst[i]==3)&&(5==3)))", 1, 2, 0); /* m: 4311 -> 4495,0 */
	reached1[4311] = 1;
	trans[1][4311]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4312]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4313]	= settr(6066,2,4495,2388,2388,"(((rst[i]==2)&&(5==5)))", 1, 2, 0); /* m: 4314 -> 4495,0 */
	reached1[4314] = 1;
	trans[1][4314]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4315]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4316]	= settr(6069,2,4495,2389,2389,"(((rst[i]==2)&&(5==4)))", 1, 2, 0); /* m: 4317 -> 4495,0 */
	reached1[4317] = 1;
	trans[1][4317]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4318]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4319]	= settr(6072,2,4495,2390,2390,"(((rst[i]==2)&&(5==3)))", 1, 2, 0); /* m: 4320 -> 4495,0 */
	reached1[4320] = 1;
	trans[1][4320]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4321]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4322]	= settr(6075,2,4495,2391,2391,"(((rst[i]==1)&&(5==5)))", 1, 2, 0); /* m: 4323 -> 4495,0 */
	reached1[4323] = 1;
	trans[1][4323]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4324]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4325]	= settr(6078,2,4495,2392,2392,"(((rst[i]==1)&&(5==4)))", 1, 2, 0); /* m: 4326 -> 4495,0 */
	reached1[4326] = 1;
	trans[1][4326]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4327]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4328]	= settr(6081,2,4495,2393,2393,"(((rst[i]==1)&&(5==3)))", 1, 2, 0); /* m: 4329 -> 4495,0 */
	reached1[4329] = 1;
	trans[1][4329]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4330]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4331]	= settr(6084,2,4340,2394,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][4340] = settr(6093,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6093,2,4332,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6093,2,4335,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6093,2,4338,0,0,"IF", 1, 2, 0);
	trans[1][4332]	= settr(6085,2,4495,2395,2395,"(group_intact)", 1, 2, 0); /* m: 4333 -> 4495,0 */
	reached1[4333] = 1;
	trans[1][4333]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4334]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4341]	= settr(6094,2,4495,1,0,".(goto)", 1, 2, 0);
	trans[1][4335]	= settr(6088,2,4495,2396,2396,"(!(group_intact))", 1, 2, 0); /* m: 4336 -> 4495,0 */
	reached1[4336] = 1;
	trans[1][4336]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4337]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][4338]	= settr(6091,2,4339,2,0,"else", 1, 2, 0);
	trans[1][4339]	= settr(6092,2,4495,2397,2397,"ok = 0", 1, 2, 0);
	trans[1][4342]	= settr(6095,2,4495,2398,2398,"(((rst[i]==6)&&(5==1)))", 1, 2, 0); /* m: 4343 -> 4495,0 */
	reached1[4343] = 1;
	trans[1][4343]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4344]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4345]	= settr(6098,2,4495,2399,2399,"(((rst[i]==2)&&(5==1)))", 1, 2, 0); /* m: 4346 -> 4495,0 */
	reached1[4346] = 1;
	trans[1][4346]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4347]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4348]	= settr(6101,2,4495,2400,2400,"(((rst[i]==1)&&(5==1)))", 1, 2, 0); /* m: 4349 -> 4495,0 */
	reached1[4349] = 1;
	trans[1][4349]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4350]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4351]	= settr(6104,2,4352,2,0,"else", 1, 2, 0);
	trans[1][4352]	= settr(6105,2,4495,2401,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][4495] = settr(6248,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6248,0,4356,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4356]	= settr(6109,2,4363,2402,2402,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0); /* m: 4357 -> 0,4363 */
	reached1[4357] = 1;
	trans[1][4357]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][4364]	= settr(6117,2,4363,1,0,".(goto)", 1, 2, 0);
	T = trans[1][4363] = settr(6116,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(6116,2,4358,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(6116,2,4361,0,0,"DO", 1, 2, 0);
	trans[1][4358]	= settr(6111,2,4363,2403,2403,"((k<=(2-1)))", 1, 2, 0); /* m: 4359 -> 4363,0 */
	reached1[4359] = 1;
	trans[1][4359]	= settr(0,0,0,0,0,"assert(!(passed_in[((k*(2+1))+att)]))",0,0,0);
	trans[1][4360]	= settr(0,0,0,0,0,"k = (k+1)",0,0,0);
	trans[1][4361]	= settr(6114,2,4366,2,0,"else", 1, 2, 0);
	trans[1][4362]	= settr(6115,2,4366,1,0,"goto :b39", 1, 2, 0); /* m: 4366 -> 0,4494 */
	reached1[4366] = 1;
	trans[1][4365]	= settr(6118,2,4366,1,0,"break", 1, 2, 0);
	trans[1][4366]	= settr(6119,2,4494,2404,2404,"r_unc[i] = 0", 1, 2, 0); /* m: 4367 -> 0,4494 */
	reached1[4367] = 1;
	trans[1][4367]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][4494] = settr(6247,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6247,0,4368,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4368]	= settr(6121,2,4492,2405,2405,"ok = 1", 1, 2, 0);
	T = trans[1][4492] = settr(6245,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4369,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4372,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4380,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4388,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4396,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4404,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4407,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4410,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4413,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4416,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4419,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4422,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4425,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4428,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4431,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4434,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4437,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4440,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4443,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4446,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4449,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4452,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4455,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4458,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4461,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4464,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4467,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4470,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4481,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4484,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6245,2,4487,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6245,2,4490,0,0,"IF", 1, 2, 0);
	trans[1][4369]	= settr(6122,2,4510,2406,2406,"(((rst[i]==7)&&(2==10)))", 1, 2, 0); /* m: 4370 -> 4510,0 */
	reached1[4370] = 1;
	trans[1][4370]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4371]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4493]	= settr(6246,2,4510,1,0,".(goto)", 1, 2, 0);
	trans[1][4372]	= settr(6125,2,4378,2407,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][4378] = settr(6131,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6131,2,4373,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6131,2,4376,0,0,"IF", 1, 2, 0);
	trans[1][4373]	= settr(6126,2,4510,2408,2408,"(all_ranks_posted)", 1, 2, 0); /* m: 4374 -> 4510,0 */
	reached1[4374] = 1;
	trans[1][4374]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4375]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4379]	= settr(6132,2,4510,1,0,".(goto)", 1, 2, 0);
	trans[1][4376]	= settr(6129,2,4377,2,0,"else", 1, 2, 0);
	trans[1][4377]	= settr(6130,2,4510,2409,2409,"ok = 0", 1, 2, 0);
	trans[1][4380]	= settr(6133,2,4386,2410,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][4386] = settr(6139,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6139,2,4381,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6139,2,4384,0,0,"IF", 1, 2, 0);
	trans[1][4381]	= settr(6134,2,4510,2411,2411,"(all_ranks_posted)", 1, 2, 0); /* m: 4382 -> 4510,0 */
	reached1[4382] = 1;
	trans[1][4382]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4383]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4387]	= settr(6140,2,4510,1,0,".(goto)", 1, 2, 0);
	trans[1][4384]	= settr(6137,2,4385,2,0,"else", 1, 2, 0);
	trans[1][4385]	= settr(6138,2,4510,2412,2412,"ok = 0", 1, 2, 0);
	trans[1][4388]	= settr(6141,2,4394,2413,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][4394] = settr(6147,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6147,2,4389,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6147,2,4392,0,0,"IF", 1, 2, 0);
	trans[1][4389]	= settr(6142,2,4510,2414,2414,"(probe_ok)", 1, 2, 0); /* m: 4390 -> 4510,0 */
	reached1[4390] = 1;
	trans[1][4390]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][4391]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][4395]	= settr(6148,2,4510,1,0,".(goto)", 1, 2, 0);
	trans[1][4392]	= settr(6145,2,4393,2,0,"else", 1, 2, 0);
	trans[1][4393]	= settr(6146,2,4510,2415,2415,"ok = 0", 1, 2, 0);
	trans[1][4396]	= settr(6149,2,4402,2416,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][4402] = settr(6155,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6155,2,4397,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6155,2,4400,0,0,"IF", 1, 2, 0);
	trans[1][4397]	= settr(6150,2,4510,2417,2417,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 4398 -> 4510,0 */
	reached1[4398] = 1;
	trans[1][4398]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][4399]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][4403]	= settr(6156,2,4510,1,0,".(goto)", 1, 2, 0);
	trans[1][4400]	= settr(6153,2,4401,2,0,"else", 1, 2, 0);
	trans[1][4401]	= settr(6154,2,4510,2418,2418,"ok = 0", 1, 2, 0);
	trans[1][4404]	= settr(6157,2,4510,2419,2419,"(((rst[i]==3)&&(2==6)))", 1, 2, 0); /* m: 4405 -> 4510,0 */
	reached1[4405] = 1;
	trans[1][4405]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][4406]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][4407]	= settr(6160,2,4510,2420,2420,"(((rst[i]==7)&&(2==5)))", 1, 2, 0); /* m: 4408 -> 4510,0 */
	reached1[4408] = 1;
	trans[1][4408]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4409]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4410]	= settr(6163,2,4510,2421,2421,"(((rst[i]==7)&&(2==4)))", 1, 2, 0); /* m: 4411 -> 4510,0 */
	reached1[4411] = 1;
	trans[1][4411]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4412]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4413]	= settr(6166,2,4510,2422,2422,"(((rst[i]==7)&&(2==3)))", 1, 2, 0); /* m: 4414 -> 4510,0 */
	reached1[4414] = 1;
	trans[1][4414]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4415]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4416]	= settr(6169,2,4510,2423,2423,"(((rst[i]==6)&&(2==5)))", 1, 2, 0); /* m: 4417 -> 4510,0 */
	reached1[4417] = 1;
	trans[1][4417]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4418]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4419]	= settr(6172,2,4510,2424,2424,"(((rst[i]==6)&&(2==4)))", 1, 2, 0); /* m: 4420 -> 4510,0 */
	reached1[4420] = 1;
	trans[1][4420]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4421]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4422]	= settr(6175,2,4510,2425,2425,"(((rst[i]==6)&&(2==3)))", 1, 2, 0); /* m: 4423 -> 4510,0 */
	reached1[4423] = 1;
	trans[1][4423]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4424]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4425]	= settr(6178,2,4510,2426,2426,"(((rst[i]==5)&&(2==5)))", 1, 2, 0); /* m: 4426 -> 4510,0 */
	reached1[4426] = 1;
	trans[1][4426]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4427]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4428]	= settr(6181,2,4510,2427,2427,"(((rst[i]==5)&&(2==4)))", 1, 2, 0); /* m: 4429 -> 4510,0 */
	reached1[4429] = 1;
	trans[1][4429]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4430]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4431]	= settr(6184,2,4510,2428,2428,"(((rst[i]==5)&&(2==3)))", 1, 2, 0); /* m: 4432 -> 4510,0 */
	reached1[4432] = 1;
	trans[1][4432]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4433]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4434]	= settr(6187,2,4510,2429,2429,"(((rst[i]==4)&&(2==5)))", 1, 2, 0); /* m: 4435 -> 4510,0 */
	reached1[4435] = 1;
	trans[1][4435]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4436]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4437]	= settr(6190,2,4510,2430,2430,"(((rst[i]==4)&&(2==4)))", 1, 2, 0); /* m: 4438 -> 4510,0 */
	reached1[4438] = 1;
	trans[1][4438]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4439]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4440]	= settr(6193,2,4510,2431,2431,"(((rst[i]==4)&&(2==3)))", 1, 2, 0); /* m: 4441 -> 4510,0 */
	reached1[4441] = 1;
	trans[1][4441]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4442]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4443]	= settr(6196,2,4510,2432,2432,"(((rst[i]==3)&&(2==5)))", 1, 2, 0); /* m: 4444 -> 4510,0 */
	reached1[4444] = 1;
	trans[1][4444]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4445]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4446]	= settr(6199,2,4510,2433,2433,"(((rst[i]==3)&&(2==4)))", 1, 2, 0); /* m: 4447 -> 4510,0 */
	reached1[4447] = 1;
	trans[1][4447]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4448]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4449]	= settr(6202,2,4510,2434,2434,"(((rst[i]==3)&&(2==3)))", 1, 2, 0); /* m: 4450 -> 4510,0 */
	reached1[4450] = 1;
	trans[1][4450]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4451]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4452]	= settr(6205,2,4510,2435,2435,"(((rst[i]==2)&&(2==5)))", 1, 2, 0); /* m: 4453 -> 4510,0 */
	reached1[4453] = 1;
	trans[1][4453]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4454]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4455]	= settr(6208,2,4510,2436,2436,"(((rst[i]==2)&&(2==4)))", 1, 2, 0); /* m: 4456 -> 4510,0 */
	reached1[4456] = 1;
	trans[1][4456]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4457]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4458]	= settr(6211,2,4510,2437,2437,"(((rst[i]==2)&&(2==3)))", 1, 2, 0); /* m: 4459 -> 4510,0 */
	reached1[4459] = 1;
	trans[1][4459]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4460]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4461]	= settr(6214,2,4510,2438,2438,"(((rst[i]==1)&&(2==5)))", 1, 2, 0); /* m: 4462 -> 4510,0 */
	reached1[4462] = 1;
	trans[1][4462]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4463]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4464]	= settr(6217,2,4510,2439,2439,"(((rst[i]==1)&&(2==4)))", 1, 2, 0); /* m: 4465 -> 4510,0 */
	reached1[4465] = 1;
	trans[1][4465]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4466]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4467]	= settr(6220,2,4510,2440,2440,"(((rst[i]==1)&&(2==3)))", 1, 2, 0); /* m: 4468 -> 4510,0 */
	reached1[4468] = 1;
	trans[1][4468]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4469]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4470]	= settr(6223,2,4479,2441,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][4479] = settr(6232,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6232,2,4471,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6232,2,4474,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6232,2,4477,0,0,"IF", 1, 2, 0);
	trans[1][4471]	= settr(6224,2,4510,2442,2442,"(group_intact)", 1, 2, 0); /* m: 4472 -> 4510,0 */
	reached1[4472] = 1;
	trans[1][4472]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4473]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4480]	= settr(6233,2,4510,1,0,".(goto)", 1, 2, 0);
	trans[1][4474]	= settr(6227,2,4510,2443,2443,"(!(group_intact))", 1, 2, 0); /* m: 4475 -> 4510,0 */
	reached1[4475] = 1;
	trans[1][4475]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4476]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][4477]	= settr(6230,2,4478,2,0,"else", 1, 2, 0);
	trans[1][4478]	= settr(6231,2,4510,2444,2444,"ok = 0", 1, 2, 0);
	trans[1][4481]	= settr(6234,2,4510,2445,2445,"(((rst[i]==6)&&(2==1)))", 1, 2, 0); /* m: 4482 -> 4510,0 */
	reached1[4482] = 1;
	trans[1][4482]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4483]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4484]	= settr(6237,2,4510,2446,2446,"(((rst[i]==2)&&(2==1)))", 1, 2, 0); /* m: 4485 -> 4510,0 */
	reached1[4485] = 1;
	trans[1][4485]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4486]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4487]	= settr(6240,2,4510,2447,2447,"(((rst[i]==1)&&(2==1)))", 1, 2, 0); /* m: 4488 -> 4510,0 */
	reached1[4488] = 1;
	trans[1][4488]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4489]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4490]	= settr(6243,2,4491,2,0,"else", 1, 2, 0);
	trans[1][4491]	= settr(6244,2,4510,2448,0,"assert(0)", 1, 2, 0);
	T = trans[1][4510] = settr(6263,2,0,0,0,"IF", 1, 2, 0);
#if 0
	/* dead link: */
	T = T->nxt	= settr(6263,2,4496,0,0,"IF", 1, 2, 0);
#endif
	    T->nxt	= settr(6263,2,4508,0,0,"IF", 1, 2, 0);
	trans[1][4496]	= settr(0,0,0,0,0,"(0)",0,0,0);
	T = trans[ 1][4507] = settr(6260,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6260,0,4505,0,0,"sub-sequence", 1, 2, 0);
	T = trans[1][4505] = settr(6258,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6258,2,4497,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6258,2,4499,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6258,2,4503,0,0,"IF", 1, 2, 0);
	trans[1][4497]	= settr(6250,2,4498,2449,0,"(full(up))", 1, 1505, 0);
	trans[1][4498]	= settr(6251,2,4804,1,0,"(1)", 1, 2, 0);
	trans[1][4506]	= settr(6259,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4499]	= settr(6252,2,4804,2450,2450,"((faults<2))", 1, 2, 0); /* m: 4500 -> 4804,0 */
	reached1[4500] = 1;
	trans[1][4500]	= settr(0,0,0,0,0,"faults = (faults+1)",0,0,0);
	trans[1][4501]	= settr(0,0,0,0,0,"other_fault_att = a",0,0,0);
	trans[1][4502]	= settr(0,0,0,0,0,"printf('fault: a message from receiver %d is lost\\n',i)",0,0,0);
	trans[1][4503]	= settr(6256,2,4504,2451,0,"(nfull(up))", 1, 5, 0);
	trans[1][4504]	= settr(6257,2,4804,2452,2452,"up!3,i,a,0", 1, 5, 0);
	trans[1][4511]	= settr(6264,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4508]	= settr(6261,2,4509,2,0,"else", 1, 2, 0);
	trans[1][4509]	= settr(6262,2,4804,1,0,"(1)", 1, 2, 0);
	trans[1][4795]	= settr(6548,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4515]	= settr(6268,2,4525,2,0,"else", 1, 2, 0);
	T = trans[1][4525] = settr(6278,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6278,2,4516,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6278,2,4520,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6278,2,4523,0,0,"IF", 1, 2, 0);
	trans[1][4516]	= settr(6269,2,4653,2453,2453,"(((r_att[(1-i)]==r_att[i])&&r_unc[(1-i)]))", 1, 2, 0); /* m: 4517 -> 4653,0 */
	reached1[4517] = 1;
	trans[1][4517]	= settr(0,0,0,0,0,"r_told[(1-i)] = 1",0,0,0);
	trans[1][4518]	= settr(0,0,0,0,0,"all_uncertain_att = att",0,0,0);
	trans[1][4519]	= settr(0,0,0,0,0,"printf('receiver %d: its peer is as uncertain: nobody committed\\n',i)",0,0,0);
	trans[1][4526]	= settr(6279,2,4653,1,0,".(goto)", 1, 2, 0);
	trans[1][4520]	= settr(6273,2,4653,2454,2454,"((!(((r_att[(1-i)]==r_att[i])&&r_unc[(1-i)]))&&!(rb_in[(((1-i)*(2+1))+r_att[i])])))", 1, 2, 0); /* m: 4521 -> 4653,0 */
	reached1[4521] = 1;
	trans[1][4521]	= settr(0,0,0,0,0,"r_noyes[(1-i)] = att",0,0,0);
	trans[1][4522]	= settr(0,0,0,0,0,"printf('receiver %d: its peer did not cast its yes (and now never will)\\n',i)",0,0,0);
	trans[1][4523]	= settr(6276,2,4524,2,0,"else", 1, 2, 0);
	trans[1][4524]	= settr(6277,2,4653,2455,0,"printf('receiver %d: its peer rolled back\\n',i)", 1, 2, 0);
	T = trans[ 1][4653] = settr(6406,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6406,0,4527,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4527]	= settr(6280,2,4651,2456,2456,"ok = 1", 1, 2, 0);
	T = trans[1][4651] = settr(6404,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4528,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4531,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4539,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4547,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4555,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4563,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4566,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4569,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4572,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4575,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4578,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4581,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4584,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4587,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4590,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4593,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4596,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4599,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4602,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4605,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4608,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4611,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4614,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4617,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4620,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4623,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4626,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4629,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4640,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4643,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6404,2,4646,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6404,2,4649,0,0,"IF", 1, 2, 0);
	trans[1][4528]	= settr(6281,2,4793,2457,2457,"(((rst[i]==7)&&(5==10)))", 1, 2, 0); /* m: 4529 -> 4793,0 */
	reached1[4529] = 1;
	trans[1][4529]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4530]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4652]	= settr(6405,2,4793,1,0,".(goto)", 1, 2, 0);
	trans[1][4531]	= settr(6284,2,4537,2458,0,"(((rst[i]==6)&&(5==9)))", 1, 2, 0);
	T = trans[1][4537] = settr(6290,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6290,2,4532,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6290,2,4535,0,0,"IF", 1, 2, 0);
	trans[1][4532]	= settr(6285,2,4793,2459,2459,"(all_ranks_posted)", 1, 2, 0); /* m: 4533 -> 4793,0 */
	reached1[4533] = 1;
	trans[1][4533]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4534]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4538]	= settr(6291,2,4793,1,0,".(goto)", 1, 2, 0);
	trans[1][4535]	= settr(6288,2,4536,2,0,"else", 1, 2, 0);
	trans[1][4536]	= settr(6289,2,4793,2460,2460,"ok = 0", 1, 2, 0);
	trans[1][4539]	= settr(6292,2,4545,2461,0,"(((rst[i]==2)&&(5==9)))", 1, 2, 0);
	T = trans[1][4545] = settr(6298,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6298,2,4540,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6298,2,4543,0,0,"IF", 1, 2, 0);
	trans[1][4540]	= settr(6293,2,4793,2462,2462,"(all_ranks_posted)", 1, 2, 0); /* m: 4541 -> 4793,0 */
	reached1[4541] = 1;
	trans[1][4541]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4542]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4546]	= settr(6299,2,4793,1,0,".(goto)", 1, 2, 0);
	trans[1][4543]	= settr(6296,2,4544,2,0,"else", 1, 2, 0);
	trans[1][4544]	= settr(6297,2,4793,2463,2463,"ok = 0", 1, 2, 0);
	trans[1][4547]	= settr(6300,2,4553,2464,0,"(((rst[i]==5)&&(5==8)))", 1, 2, 0);
	T = trans[1][4553] = settr(6306,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6306,2,4548,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6306,2,4551,0,0,"IF", 1, 2, 0);
	trans[1][4548]	= settr(6301,2,4793,2465,2465,"(probe_ok)", 1, 2, 0); /* m: 4549 -> 4793,0 */
	reached1[4549] = 1;
	trans[1][4549]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][4550]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][4554]	= settr(6307,2,4793,1,0,".(goto)", 1, 2, 0);
	trans[1][4551]	= settr(6304,2,4552,2,0,"else", 1, 2, 0);
	trans[1][4552]	= settr(6305,2,4793,2466,2466,"ok = 0", 1, 2, 0);
	trans[1][4555]	= settr(6308,2,4561,2467,0,"(((rst[i]==4)&&(5==7)))", 1, 2, 0);
	T = trans[1][4561] = settr(6314,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6314,2,4556,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6314,2,4559,0,0,"IF", 1, 2, 0);
	trans[1][4556]	= settr(6309,2,4793,2468,2468,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 4557 -> 4793,0 */
	reached1[4557] = 1;
	trans[1][4557]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][4558]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][4562]	= settr(6315,2,4793,1,0,".(goto)", 1, 2, 0);
	trans[1][4559]	= settr(6312,2,4560,2,0,"else", 1, 2, 0);
	trans[1][4560]	= settr(6313,2,4793,2469,2469,"ok = 0", 1, 2, 0);
	trans[1][4563]	= settr(6316,2,4793,2470,2470,"(((rst[i]==3)&&(5==6)))", 1, 2, 0); /* m: 4564 -> 4793,0 */
	reached1[4564] = 1;
	trans[1][4564]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][4565]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][4566]	= settr(6319,2,4793,2471,2471,"(((rst[i]==7)&&(5==5)))", 1, 2, 0); /* m: 4567 -> 4793,0 */
	reached1[4567] = 1;
	trans[1][4567]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4568]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4569]	= settr(6322,2,4793,2472,2472,"(((rst[i]==7)&&(5==4)))", 1, 2, 0); /* m: 4570 -> 4793,0 */
	reached1[4570] = 1;
	trans[1][4570]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4571]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4572]	= settr(6325,2,4793,2473,2473,"(((rst[i]==7)&&(5==3)))", 1, 2, 0); /* m: 4573 -> 4793,0 */
	reached1[4573] = 1;
	trans[1][4573]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4574]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4575]	= settr(6328,2,4793,2474,2474,"(((rst[i]==6)&&(5==5)))", 1, 2, 0); /* m: 4576 -> 4793,0 */
	reached1[4576] = 1;
	trans[1][4576]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4577]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4578]	= settr(6331,2,4793,2475,2475,"(((rst[i]==6)&&(5==4)))", 1, 2, 0); /* m: 4579 -> 4793,0 */
	reached1[4579] = 1;
	trans[1][4579]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4580]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4581]	= settr(6334,2,4793,2476,2476,"(((rst[i]==6)&&(5==3)))", 1, 2, 0); /* m: 4582 -> 4793,0 */
	reached1[4582] = 1;
	trans[1][4582]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4583]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4584]	= settr(6337,2,4793,2477,2477,"(((rst[i]==5)&&(5==5)))", 1, 2, 0); /* m: 4585 -> 4793,0 */
	reached1[4585] = 1;
	trans[1][4585]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4586]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4587]	= settr(6340,2,4793,2478,2478,"(((rst[i]==5)&&(5==4)))", 1, 2, 0); /* m: 4588 -> 4793,0 */
	reached1[4588] = 1;
	trans[1][4588]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4589]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4590]	= settr(6343,2,4793,2479,2479,"(((rst[i]==5)&&(5==3)))", 1, 2, 0); /* m: 4591 -> 4793,0 */
	reached1[4591] = 1;
	trans[1][4591]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4592]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4593]	= settr(6346,2,4793,2480,2480,"(((rst[i]==4)&&(5==5)))", 1, 2, 0); /* m: 4594 -> 4793,0 */
	reached1[4594] = 1;
	trans[1][4594]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4595]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4596]	= settr(6349,2,4793,2481,2481,"(((rst[i]==4)&&(5==4)))", 1, 2, 0); /* m: 4597 -> 4793,0 */
	reached1[4597] = 1;
	trans[1][4597]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4598]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4599]	= settr(6352,2,4793,2482,2482,"(((rst[i]==4)&&(5==3)))", 1, 2, 0); /* m: 4600 -> 4793,0 */
	reached1[4600] = 1;
	trans[1][4600]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4601]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4602]	= settr(6355,2,4793,2483,2483,"(((rst[i]==3)&&(5==5)))", 1, 2, 0); /* m: 4603 -> 4793,0 */
	reached1[4603] = 1;
	trans[1][4603]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4604]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4605]	= settr(6358,2,4793,2484,2484,"(((rst[i]==3)&&(5==4)))", 1, 2, 0); /* m: 4606 -> 4793,0 */
	reached1[4606] = 1;
	trans[1][4606]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4607]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4608]	= settr(6361,2,4793,2485,2485,"(((rst[i]==3)&&(5==3)))", 1, 2, 0); /* m: 4609 -> 4793,0 */
	reached1[4609] = 1;
	trans[1][4609]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4610]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4611]	= settr(6364,2,4793,2486,2486,"(((rst[i]==2)&&(5==5)))", 1, 2, 0); /* m: 4612 -> 4793,0 */
	reached1[4612] = 1;
	trans[1][4612]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4613]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4614]	= settr(6367,2,4793,2487,2487,"(((rst[i]==2)&&(5==4)))", 1, 2, 0); /* m: 4615 -> 4793,0 */
	reached1[4615] = 1;
	trans[1][4615]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4616]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4617]	= settr(6370,2,4793,2488,2488,"(((rst[i]==2)&&(5==3)))", 1, 2, 0); /* m: 4618 -> 4793,0 */
	reached1[4618] = 1;
	trans[1][4618]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4619]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4620]	= settr(6373,2,4793,2489,2489,"(((rst[i]==1)&&(5==5)))", 1, 2, 0); /* m: 4621 -> 4793,0 */
	reached1[4621] = 1;
	trans[1][4621]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4622]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4623]	= settr(6376,2,4793,2490,2490,"(((rst[i]==1)&&(5==4)))", 1, 2, 0); /* m: 4624 -> 4793,0 */
	reached1[4624] = 1;
	trans[1][4624]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4625]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4626]	= settr(6379,2,4793,2491,2491,"(((rst[i]==1)&&(5==3)))", 1, 2, 0); /* m: 4627 -> 4793,0 */
	reached1[4627] = 1;
	trans[1][4627]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4628]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4629]	= settr(6382,2,4638,2492,0,"(((rst[i]==1)&&(5==2)))", 1, 2, 0);
	T = trans[1][4638] = settr(6391,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6391,2,4630,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6391,2,4633,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6391,2,4636,0,0,"IF", 1, 2, 0);
	trans[1][4630]	= settr(6383,2,4793,2493,2493,"(group_intact)", 1, 2, 0); /* m: 4631 -> 4793,0 */
	reached1[4631] = 1;
	trans[1][4631]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4632]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4639]	= settr(6392,2,4793,1,0,".(goto)", 1, 2, 0);
	trans[1][4633]	= settr(6386,2,4793,2494,2494,"(!(group_intact))", 1, 2, 0); /* m: 4634 -> 4793,0 */
	reached1[4634] = 1;
	trans[1][4634]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4635]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][4636]	= settr(6389,2,4637,2,0,"else", 1, 2, 0);
	trans[1][4637]	= settr(6390,2,4793,2495,2495,"ok = 0", 1, 2, 0);
	trans[1][4640]	= settr(6393,2,4793,2496,2496,"(((rst[i]==6)&&(5==1)))", 1, 2, 0); /* m: 4641 -> 4793,0 */
	reached1[4641] = 1;
	trans[1][4641]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4642]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4643]	= settr(6396,2,4793,2497,2497,"(((rst[i]==2)&&(5==1)))", 1, 2, 0); /* m: 4644 -> 4793,0 */
	reached1[4644] = 1;
	trans[1][4644]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4645]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4646]	= settr(6399,2,4793,2498,2498,"(((rst[i]==1)&&(5==1)))", 1, 2, 0); /* m: 4647 -> 4793,0 */
	reached1[4647] = 1;
	trans[1][4647]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4648]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4649]	= settr(6402,2,4650,2,0,"else", 1, 2, 0);
	trans[1][4650]	= settr(6403,2,4793,2499,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][4793] = settr(6546,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6546,0,4654,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4654]	= settr(6407,2,4661,2500,2500,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0); /* m: 4655 -> 0,4661 */
	reached1[4655] = 1;
	trans[1][4655]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][4662]	= settr(6415,2,4661,1,0,".(goto)", 1, 2, 0);
	T = trans[1][4661] = settr(6414,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(6414,2,4656,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(6414,2,4659,0,0,"DO", 1, 2, 0);
	trans[1][4656]	= settr(6409,2,4661,2501,2501,"((k<=(2-1)))", 1, 2, 0); /* m: 4657 -> 4661,0 */
	reached1[4657] = 1;
	trans[1][4657]	= settr(0,0,0,0,0,"assert(!(passed_in[((k*(2+1))+att)]))",0,0,0);
	trans[1][4658]	= settr(0,0,0,0,0,"k = (k+1)",0,0,0);
	trans[1][4659]	= settr(6412,2,4664,2,0,"else", 1, 2, 0);
	trans[1][4660]	= settr(6413,2,4664,1,0,"goto :b40", 1, 2, 0); /* m: 4664 -> 0,4792 */
	reached1[4664] = 1;
	trans[1][4663]	= settr(6416,2,4664,1,0,"break", 1, 2, 0);
	trans[1][4664]	= settr(6417,2,4792,2502,2502,"r_unc[i] = 0", 1, 2, 0); /* m: 4665 -> 0,4792 */
	reached1[4665] = 1;
	trans[1][4665]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[ 1][4792] = settr(6545,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6545,0,4666,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4666]	= settr(6419,2,4790,2503,2503,"ok = 1", 1, 2, 0);
	T = trans[1][4790] = settr(6543,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4667,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4670,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4678,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4686,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4694,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4702,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4705,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4708,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4711,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4714,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4717,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4720,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4723,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4726,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4729,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4732,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4735,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4738,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4741,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4744,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4747,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4750,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4753,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4756,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4759,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4762,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4765,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4768,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4779,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4782,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6543,2,4785,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6543,2,4788,0,0,"IF", 1, 2, 0);
	trans[1][4667]	= settr(6420,2,4804,2504,2504,"(((rst[i]==7)&&(2==10)))", 1, 2, 0); /* m: 4668 -> 4804,0 */
	reached1[4668] = 1;
	trans[1][4668]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4669]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4791]	= settr(6544,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4670]	= settr(6423,2,4676,2505,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][4676] = settr(6429,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6429,2,4671,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6429,2,4674,0,0,"IF", 1, 2, 0);
	trans[1][4671]	= settr(6424,2,4804,2506,2506,"(all_ranks_posted)", 1, 2, 0); /* m: 4672 -> 4804,0 */
	reached1[4672] = 1;
	trans[1][4672]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4673]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4677]	= settr(6430,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4674]	= settr(6427,2,4675,2,0,"else", 1, 2, 0);
	trans[1][4675]	= settr(6428,2,4804,2507,2507,"ok = 0", 1, 2, 0);
	trans[1][4678]	= settr(6431,2,4684,2508,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][4684] = settr(6437,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6437,2,4679,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6437,2,4682,0,0,"IF", 1, 2, 0);
	trans[1][4679]	= settr(6432,2,4804,2509,2509,"(all_ranks_posted)", 1, 2, 0); /* m: 4680 -> 4804,0 */
	reached1[4680] = 1;
	trans[1][4680]	= settr(0,0,0,0,0,"rst[i] = 5",0,0,0);
	trans[1][4681]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)",0,0,0);
	trans[1][4685]	= settr(6438,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4682]	= settr(6435,2,4683,2,0,"else", 1, 2, 0);
	trans[1][4683]	= settr(6436,2,4804,2510,2510,"ok = 0", 1, 2, 0);
	trans[1][4686]	= settr(6439,2,4692,2511,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][4692] = settr(6445,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6445,2,4687,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6445,2,4690,0,0,"IF", 1, 2, 0);
	trans[1][4687]	= settr(6440,2,4804,2512,2512,"(probe_ok)", 1, 2, 0); /* m: 4688 -> 4804,0 */
	reached1[4688] = 1;
	trans[1][4688]	= settr(0,0,0,0,0,"rst[i] = 4",0,0,0);
	trans[1][4689]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)",0,0,0);
	trans[1][4693]	= settr(6446,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4690]	= settr(6443,2,4691,2,0,"else", 1, 2, 0);
	trans[1][4691]	= settr(6444,2,4804,2513,2513,"ok = 0", 1, 2, 0);
	trans[1][4694]	= settr(6447,2,4700,2514,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][4700] = settr(6453,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6453,2,4695,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6453,2,4698,0,0,"IF", 1, 2, 0);
	trans[1][4695]	= settr(6448,2,4804,2515,2515,"((all_buckets_received&&all_buckets_confirmed))", 1, 2, 0); /* m: 4696 -> 4804,0 */
	reached1[4696] = 1;
	trans[1][4696]	= settr(0,0,0,0,0,"rst[i] = 3",0,0,0);
	trans[1][4697]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)",0,0,0);
	trans[1][4701]	= settr(6454,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4698]	= settr(6451,2,4699,2,0,"else", 1, 2, 0);
	trans[1][4699]	= settr(6452,2,4804,2516,2516,"ok = 0", 1, 2, 0);
	trans[1][4702]	= settr(6455,2,4804,2517,2517,"(((rst[i]==3)&&(2==6)))", 1, 2, 0); /* m: 4703 -> 4804,0 */
	reached1[4703] = 1;
	trans[1][4703]	= settr(0,0,0,0,0,"rst[i] = 2",0,0,0);
	trans[1][4704]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)",0,0,0);
	trans[1][4705]	= settr(6458,2,4804,2518,2518,"(((rst[i]==7)&&(2==5)))", 1, 2, 0); /* m: 4706 -> 4804,0 */
	reached1[4706] = 1;
	trans[1][4706]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4707]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4708]	= settr(6461,2,4804,2519,2519,"(((rst[i]==7)&&(2==4)))", 1, 2, 0); /* m: 4709 -> 4804,0 */
	reached1[4709] = 1;
	trans[1][4709]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4710]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4711]	= settr(6464,2,4804,2520,2520,"(((rst[i]==7)&&(2==3)))", 1, 2, 0); /* m: 4712 -> 4804,0 */
	reached1[4712] = 1;
	trans[1][4712]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4713]	= settr(0,0,0,0,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4714]	= settr(6467,2,4804,2521,2521,"(((rst[i]==6)&&(2==5)))", 1, 2, 0); /* m: 4715 -> 4804,0 */
	reached1[4715] = 1;
	trans[1][4715]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4716]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4717]	= settr(6470,2,4804,2522,2522,"(((rst[i]==6)&&(2==4)))", 1, 2, 0); /* m: 4718 -> 4804,0 */
	reached1[4718] = 1;
	trans[1][4718]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4719]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4720]	= settr(6473,2,4804,2523,2523,"(((rst[i]==6)&&(2==3)))", 1, 2, 0); /* m: 4721 -> 4804,0 */
	reached1[4721] = 1;
	trans[1][4721]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4722]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4723]	= settr(6476,2,4804,2524,2524,"(((rst[i]==5)&&(2==5)))", 1, 2, 0); /* m: 4724 -> 4804,0 */
	reached1[4724] = 1;
	trans[1][4724]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4725]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4726]	= settr(6479,2,4804,2525,2525,"(((rst[i]==5)&&(2==4)))", 1, 2, 0); /* m: 4727 -> 4804,0 */
	reached1[4727] = 1;
	trans[1][4727]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4728]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4729]	= settr(6482,2,4804,2526,2526,"(((rst[i]==5)&&(2==3)))", 1, 2, 0); /* m: 4730 -> 4804,0 */
	reached1[4730] = 1;
	trans[1][4730]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4731]	= settr(0,0,0,0,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4732]	= settr(6485,2,4804,2527,2527,"(((rst[i]==4)&&(2==5)))", 1, 2, 0); /* m: 4733 -> 4804,0 */
	reached1[4733] = 1;
	trans[1][4733]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4734]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4735]	= settr(6488,2,4804,2528,2528,"(((rst[i]==4)&&(2==4)))", 1, 2, 0); /* m: 4736 -> 4804,0 */
	reached1[4736] = 1;
	trans[1][4736]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4737]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4738]	= settr(6491,2,4804,2529,2529,"(((rst[i]==4)&&(2==3)))", 1, 2, 0); /* m: 4739 -> 4804,0 */
	reached1[4739] = 1;
	trans[1][4739]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4740]	= settr(0,0,0,0,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4741]	= settr(6494,2,4804,2530,2530,"(((rst[i]==3)&&(2==5)))", 1, 2, 0); /* m: 4742 -> 4804,0 */
	reached1[4742] = 1;
	trans[1][4742]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4743]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4744]	= settr(6497,2,4804,2531,2531,"(((rst[i]==3)&&(2==4)))", 1, 2, 0); /* m: 4745 -> 4804,0 */
	reached1[4745] = 1;
	trans[1][4745]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4746]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4747]	= settr(6500,2,4804,2532,2532,"(((rst[i]==3)&&(2==3)))", 1, 2, 0); /* m: 4748 -> 4804,0 */
	reached1[4748] = 1;
	trans[1][4748]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4749]	= settr(0,0,0,0,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4750]	= settr(6503,2,4804,2533,2533,"(((rst[i]==2)&&(2==5)))", 1, 2, 0); /* m: 4751 -> 4804,0 */
	reached1[4751] = 1;
	trans[1][4751]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4752]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4753]	= settr(6506,2,4804,2534,2534,"(((rst[i]==2)&&(2==4)))", 1, 2, 0); /* m: 4754 -> 4804,0 */
	reached1[4754] = 1;
	trans[1][4754]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4755]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4756]	= settr(6509,2,4804,2535,2535,"(((rst[i]==2)&&(2==3)))", 1, 2, 0); /* m: 4757 -> 4804,0 */
	reached1[4757] = 1;
	trans[1][4757]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4758]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4759]	= settr(6512,2,4804,2536,2536,"(((rst[i]==1)&&(2==5)))", 1, 2, 0); /* m: 4760 -> 4804,0 */
	reached1[4760] = 1;
	trans[1][4760]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4761]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)",0,0,0);
	trans[1][4762]	= settr(6515,2,4804,2537,2537,"(((rst[i]==1)&&(2==4)))", 1, 2, 0); /* m: 4763 -> 4804,0 */
	reached1[4763] = 1;
	trans[1][4763]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4764]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)",0,0,0);
	trans[1][4765]	= settr(6518,2,4804,2538,2538,"(((rst[i]==1)&&(2==3)))", 1, 2, 0); /* m: 4766 -> 4804,0 */
	reached1[4766] = 1;
	trans[1][4766]	= settr(0,0,0,0,0,"rst[i] = 1",0,0,0);
	trans[1][4767]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)",0,0,0);
	trans[1][4768]	= settr(6521,2,4777,2539,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][4777] = settr(6530,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6530,2,4769,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(6530,2,4772,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(6530,2,4775,0,0,"IF", 1, 2, 0);
	trans[1][4769]	= settr(6522,2,4804,2540,2540,"(group_intact)", 1, 2, 0); /* m: 4770 -> 4804,0 */
	reached1[4770] = 1;
	trans[1][4770]	= settr(0,0,0,0,0,"rst[i] = 6",0,0,0);
	trans[1][4771]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)",0,0,0);
	trans[1][4778]	= settr(6531,2,4804,1,0,".(goto)", 1, 2, 0);
	trans[1][4772]	= settr(6525,2,4804,2541,2541,"(!(group_intact))", 1, 2, 0); /* m: 4773 -> 4804,0 */
	reached1[4773] = 1;
	trans[1][4773]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4774]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)",0,0,0);
	trans[1][4775]	= settr(6528,2,4776,2,0,"else", 1, 2, 0);
	trans[1][4776]	= settr(6529,2,4804,2542,2542,"ok = 0", 1, 2, 0);
	trans[1][4779]	= settr(6532,2,4804,2543,2543,"(((rst[i]==6)&&(2==1)))", 1, 2, 0); /* m: 4780 -> 4804,0 */
	reached1[4780] = 1;
	trans[1][4780]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4781]	= settr(0,0,0,0,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4782]	= settr(6535,2,4804,2544,2544,"(((rst[i]==2)&&(2==1)))", 1, 2, 0); /* m: 4783 -> 4804,0 */
	reached1[4783] = 1;
	trans[1][4783]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4784]	= settr(0,0,0,0,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4785]	= settr(6538,2,4804,2545,2545,"(((rst[i]==1)&&(2==1)))", 1, 2, 0); /* m: 4786 -> 4804,0 */
	reached1[4786] = 1;
	trans[1][4786]	= settr(0,0,0,0,0,"rst[i] = 7",0,0,0);
	trans[1][4787]	= settr(0,0,0,0,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)",0,0,0);
	trans[1][4788]	= settr(6541,2,4789,2,0,"else", 1, 2, 0);
	trans[1][4789]	= settr(6542,2,4804,2546,0,"assert(0)", 1, 2, 0);
	T = trans[ 1][4804] = settr(6557,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(6557,0,4796,0,0,"sub-sequence", 1, 2, 0);
	trans[1][4796]	= settr(6549,0,5375,2547,2547,"m = 0", 1, 2, 0); /* m: 4797 -> 0,5375 */
	reached1[4797] = 1;
	trans[1][4797]	= settr(0,0,0,0,0,"a = 0",0,0,0);
	trans[1][4798]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][4799]	= settr(0,0,0,0,0,"ok = 0",0,0,0);
	trans[1][4800]	= settr(0,0,0,0,0,"all_ranks_posted = 0",0,0,0);
	trans[1][4801]	= settr(0,0,0,0,0,"all_buckets_received = 0",0,0,0);
	trans[1][4802]	= settr(0,0,0,0,0,"all_buckets_confirmed = 0",0,0,0);
	trans[1][4803]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	trans[1][4806]	= settr(6559,0,4807,2548,0,"((((rst[i]==5)||((rst[i]==4)&&!(r_voted[i])))&&(faults<2)))", 1, 2, 0);
	trans[1][4807]	= settr(6560,0,4808,2549,2549,"faults = (faults+1)", 1, 2, 0);
	trans[1][4808]	= settr(6561,0,4935,2550,0,"printf('fault: receiver %d: deadline expires early\\n',i)", 0, 2, 0);
	T = trans[ 1][4935] = settr(6688,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(6688,0,4809,0,0,"sub-sequence", 0, 2, 0);
	trans[1][4809]	= settr(6562,0,4933,2551,2551,"ok = 1", 0, 2, 0);
	T = trans[1][4933] = settr(6686,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4810,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4813,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4821,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4829,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4837,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4845,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4848,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4851,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4854,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4857,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4860,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4863,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4866,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4869,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4872,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4875,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4878,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4881,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4884,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4887,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4890,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4893,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4896,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4899,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4902,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4905,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4908,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4911,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4922,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4925,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6686,0,4928,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6686,0,4931,0,0,"IF", 0, 2, 0);
	trans[1][4810]	= settr(6563,0,4811,2552,0,"(((rst[i]==7)&&(4==10)))", 1, 2, 0);
	trans[1][4811]	= settr(6564,0,4812,2553,2553,"rst[i] = 6", 1, 2, 0);
	trans[1][4812]	= settr(6565,0,5075,2554,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][4934]	= settr(6687,0,5075,1,0,".(goto)", 0, 2, 0);
	trans[1][4813]	= settr(6566,0,4819,2555,0,"(((rst[i]==6)&&(4==9)))", 1, 2, 0);
	T = trans[1][4819] = settr(6572,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6572,0,4814,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6572,0,4817,0,0,"IF", 0, 2, 0);
	trans[1][4814]	= settr(6567,0,4815,2556,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][4815]	= settr(6568,0,4816,2557,2557,"rst[i] = 5", 1, 2, 0);
	trans[1][4816]	= settr(6569,0,5075,2558,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][4820]	= settr(6573,0,5075,1,0,".(goto)", 0, 2, 0);
	trans[1][4817]	= settr(6570,0,4818,2,0,"else", 0, 2, 0);
	trans[1][4818]	= settr(6571,0,5075,2559,2559,"ok = 0", 0, 2, 0);
	trans[1][4821]	= settr(6574,0,4827,2560,0,"(((rst[i]==2)&&(4==9)))", 1, 2, 0);
	T = trans[1][4827] = settr(6580,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6580,0,4822,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6580,0,4825,0,0,"IF", 0, 2, 0);
	trans[1][4822]	= settr(6575,0,4823,2561,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][4823]	= settr(6576,0,4824,2562,2562,"rst[i] = 5", 1, 2, 0);
	trans[1][4824]	= settr(6577,0,5075,2563,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][4828]	= settr(6581,0,5075,1,0,".(goto)", 0, 2, 0);
	trans[1][4825]	= settr(6578,0,4826,2,0,"else", 0, 2, 0);
	trans[1][4826]	= settr(6579,0,5075,2564,2564,"ok = 0", 0, 2, 0);
	trans[1][4829]	= settr(6582,0,4835,2565,0,"(((rst[i]==5)&&(4==8)))", 1, 2, 0);
	T = trans[1][4835] = settr(6588,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6588,0,4830,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6588,0,4833,0,0,"IF", 0, 2, 0);
	trans[1][4830]	= settr(6583,0,4831,2566,0,"(probe_ok)", 0, 2, 0);
	trans[1][4831]	= settr(6584,0,4832,2567,2567,"rst[i] = 4", 1, 2, 0);
	trans[1][4832]	= settr(6585,0,5075,2568,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][4836]	= settr(6589,0,5075,1,0,".(goto)", 0, 2, 0);
	trans[1][4833]	= settr(6586,0,4834,2,0,"else", 0, 2, 0);
	trans[1][4834]	= settr(6587,0,5075,2569,2569,"ok = 0", 0, 2, 0);
	trans[1][4837]	= settr(6590,0,4843,2570,0,"(((rst[i]==4)&&(4==7)))", 1, 2, 0);
	T = trans[1][4843] = settr(6596,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6596,0,4838,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6596,0,4841,0,0,"IF", 0, 2, 0);
	trans[1][4838]	= settr(6591,0,4839,2571,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][4839]	= settr(6592,0,4840,2572,2572,"rst[i] = 3", 1, 2, 0);
	trans[1][4840]	= settr(6593,0,5075,2573,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][4844]	= settr(6597,0,5075,1,0,".(goto)", 0, 2, 0);
	trans[1][4841]	= settr(6594,0,4842,2,0,"else", 0, 2, 0);
	trans[1][4842]	= settr(6595,0,5075,2574,2574,"ok = 0", 0, 2, 0);
	trans[1][4845]	= settr(6598,0,4846,2575,0,"(((rst[i]==3)&&(4==6)))", 1, 2, 0);
	trans[1][4846]	= settr(6599,0,4847,2576,2576,"rst[i] = 2", 1, 2, 0);
	trans[1][4847]	= settr(6600,0,5075,2577,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][4848]	= settr(6601,0,4849,2578,0,"(((rst[i]==7)&&(4==5)))", 1, 2, 0);
	trans[1][4849]	= settr(6602,0,4850,2579,2579,"rst[i] = 1", 1, 2, 0);
	trans[1][4850]	= settr(6603,0,5075,2580,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4851]	= settr(6604,0,4852,2581,0,"(((rst[i]==7)&&(4==4)))", 1, 2, 0);
	trans[1][4852]	= settr(6605,0,4853,2582,2582,"rst[i] = 1", 1, 2, 0);
	trans[1][4853]	= settr(6606,0,5075,2583,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4854]	= settr(6607,0,4855,2584,0,"(((rst[i]==7)&&(4==3)))", 1, 2, 0);
	trans[1][4855]	= settr(6608,0,4856,2585,2585,"rst[i] = 1", 1, 2, 0);
	trans[1][4856]	= settr(6609,0,5075,2586,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4857]	= settr(6610,0,4858,2587,0,"(((rst[i]==6)&&(4==5)))", 1, 2, 0);
	trans[1][4858]	= settr(6611,0,4859,2588,2588,"rst[i] = 1", 1, 2, 0);
	trans[1][4859]	= settr(6612,0,5075,2589,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4860]	= settr(6613,0,4861,2590,0,"(((rst[i]==6)&&(4==4)))", 1, 2, 0);
	trans[1][4861]	= settr(6614,0,4862,2591,2591,"rst[i] = 1", 1, 2, 0);
	trans[1][4862]	= settr(6615,0,5075,2592,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4863]	= settr(6616,0,4864,2593,0,"(((rst[i]==6)&&(4==3)))", 1, 2, 0);
	trans[1][4864]	= settr(6617,0,4865,2594,2594,"rst[i] = 1", 1, 2, 0);
	trans[1][4865]	= settr(6618,0,5075,2595,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4866]	= settr(6619,0,4867,2596,0,"(((rst[i]==5)&&(4==5)))", 1, 2, 0);
	trans[1][4867]	= settr(6620,0,4868,2597,2597,"rst[i] = 1", 1, 2, 0);
	trans[1][4868]	= settr(6621,0,5075,2598,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4869]	= settr(6622,0,4870,2599,0,"(((rst[i]==5)&&(4==4)))", 1, 2, 0);
	trans[1][4870]	= settr(6623,0,4871,2600,2600,"rst[i] = 1", 1, 2, 0);
	trans[1][4871]	= settr(6624,0,5075,2601,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4872]	= settr(6625,0,4873,2602,0,"(((rst[i]==5)&&(4==3)))", 1, 2, 0);
	trans[1][4873]	= settr(6626,0,4874,2603,2603,"rst[i] = 1", 1, 2, 0);
	trans[1][4874]	= settr(6627,0,5075,2604,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4875]	= settr(6628,0,4876,2605,0,"(((rst[i]==4)&&(4==5)))", 1, 2, 0);
	trans[1][4876]	= settr(6629,0,4877,2606,2606,"rst[i] = 1", 1, 2, 0);
	trans[1][4877]	= settr(6630,0,5075,2607,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4878]	= settr(6631,0,4879,2608,0,"(((rst[i]==4)&&(4==4)))", 1, 2, 0);
	trans[1][4879]	= settr(6632,0,4880,2609,2609,"rst[i] = 1", 1, 2, 0);
	trans[1][4880]	= settr(6633,0,5075,2610,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4881]	= settr(6634,0,4882,2611,0,"(((rst[i]==4)&&(4==3)))", 1, 2, 0);
	trans[1][4882]	= settr(6635,0,4883,2612,2612,"rst[i] = 1", 1, 2, 0);
	trans[1][4883]	= settr(6636,0,5075,2613,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4884]	= settr(6637,0,4885,2614,0,"(((rst[i]==3)&&(4==5)))", 1, 2, 0);
	trans[1][4885]	= settr(6638,0,4886,2615,2615,"rst[i] = 1", 1, 2, 0);
	trans[1][4886]	= settr(6639,0,5075,2616,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4887]	= settr(6640,0,4888,2617,0,"(((rst[i]==3)&&(4==4)))", 1, 2, 0);
	trans[1][4888]	= settr(6641,0,4889,2618,2618,"rst[i] = 1", 1, 2, 0);
	trans[1][4889]	= settr(6642,0,5075,2619,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4890]	= settr(6643,0,4891,2620,0,"(((rst[i]==3)&&(4==3)))", 1, 2, 0);
	trans[1][4891]	= settr(6644,0,4892,2621,2621,"rst[i] = 1", 1, 2, 0);
	trans[1][4892]	= settr(6645,0,5075,2622,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4893]	= settr(6646,0,4894,2623,0,"(((rst[i]==2)&&(4==5)))", 1, 2, 0);
	trans[1][4894]	= settr(6647,0,4895,2624,2624,"rst[i] = 1", 1, 2, 0);
	trans[1][4895]	= settr(6648,0,5075,2625,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4896]	= settr(6649,0,4897,2626,0,"(((rst[i]==2)&&(4==4)))", 1, 2, 0);
	trans[1][4897]	= settr(6650,0,4898,2627,2627,"rst[i] = 1", 1, 2, 0);
	trans[1][4898]	= settr(6651,0,5075,2628,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4899]	= settr(6652,0,4900,2629,0,"(((rst[i]==2)&&(4==3)))", 1, 2, 0);
	trans[1][4900]	= settr(6653,0,4901,2630,2630,"rst[i] = 1", 1, 2, 0);
	trans[1][4901]	= settr(6654,0,5075,2631,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4902]	= settr(6655,0,4903,2632,0,"(((rst[i]==1)&&(4==5)))", 1, 2, 0);
	trans[1][4903]	= settr(6656,0,4904,2633,2633,"rst[i] = 1", 1, 2, 0);
	trans[1][4904]	= settr(6657,0,5075,2634,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4905]	= settr(6658,0,4906,2635,0,"(((rst[i]==1)&&(4==4)))", 1, 2, 0);
	trans[1][4906]	= settr(6659,0,4907,2636,2636,"rst[i] = 1", 1, 2, 0);
	trans[1][4907]	= settr(6660,0,5075,2637,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4908]	= settr(6661,0,4909,2638,0,"(((rst[i]==1)&&(4==3)))", 1, 2, 0);
	trans[1][4909]	= settr(6662,0,4910,2639,2639,"rst[i] = 1", 1, 2, 0);
	trans[1][4910]	= settr(6663,0,5075,2640,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4911]	= settr(6664,0,4920,2641,0,"(((rst[i]==1)&&(4==2)))", 1, 2, 0);
	T = trans[1][4920] = settr(6673,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6673,0,4912,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6673,0,4915,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6673,0,4918,0,0,"IF", 0, 2, 0);
	trans[1][4912]	= settr(6665,0,4913,2642,2642,"(group_intact)", 0, 2, 0);
	trans[1][4913]	= settr(6666,0,4914,2643,2643,"rst[i] = 6", 1, 2, 0);
	trans[1][4914]	= settr(6667,0,5075,2644,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][4921]	= settr(6674,0,5075,1,0,".(goto)", 0, 2, 0);
	trans[1][4915]	= settr(6668,0,4916,2645,2645,"(!(group_intact))", 0, 2, 0);
	trans[1][4916]	= settr(6669,0,4917,2646,2646,"rst[i] = 7", 1, 2, 0);
	trans[1][4917]	= settr(6670,0,5075,2647,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][4918]	= settr(6671,0,4919,2,0,"else", 0, 2, 0);
	trans[1][4919]	= settr(6672,0,5075,2648,2648,"ok = 0", 0, 2, 0);
	trans[1][4922]	= settr(6675,0,4923,2649,0,"(((rst[i]==6)&&(4==1)))", 1, 2, 0);
	trans[1][4923]	= settr(6676,0,4924,2650,2650,"rst[i] = 7", 1, 2, 0);
	trans[1][4924]	= settr(6677,0,5075,2651,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][4925]	= settr(6678,0,4926,2652,0,"(((rst[i]==2)&&(4==1)))", 1, 2, 0);
	trans[1][4926]	= settr(6679,0,4927,2653,2653,"rst[i] = 7", 1, 2, 0);
	trans[1][4927]	= settr(6680,0,5075,2654,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][4928]	= settr(6681,0,4929,2655,0,"(((rst[i]==1)&&(4==1)))", 1, 2, 0);
	trans[1][4929]	= settr(6682,0,4930,2656,2656,"rst[i] = 7", 1, 2, 0);
	trans[1][4930]	= settr(6683,0,5075,2657,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][4931]	= settr(6684,0,4932,2,0,"else", 0, 2, 0);
	trans[1][4932]	= settr(6685,0,5075,2658,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][5075] = settr(6828,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(6828,0,4936,0,0,"sub-sequence", 0, 2, 0);
	trans[1][4936]	= settr(6689,0,4937,2659,2659,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0);
	trans[1][4937]	= settr(6690,0,4943,2660,2660,"k = 0", 0, 2, 0);
	trans[1][4944]	= settr(6697,0,4943,1,0,".(goto)", 0, 2, 0);
	T = trans[1][4943] = settr(6696,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(6696,0,4938,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(6696,0,4941,0,0,"DO", 0, 2, 0);
	trans[1][4938]	= settr(6691,0,4939,2661,0,"((k<=(2-1)))", 0, 2, 0);
	trans[1][4939]	= settr(6692,0,4940,2662,0,"assert(!(passed_in[((k*(2+1))+att)]))", 1, 2, 0);
	trans[1][4940]	= settr(6693,0,4943,2663,2663,"k = (k+1)", 0, 2, 0);
	trans[1][4941]	= settr(6694,0,4946,2,0,"else", 0, 2, 0);
	trans[1][4942]	= settr(6695,0,4946,1,0,"goto :b41", 0, 2, 0);
	trans[1][4945]	= settr(6698,0,4946,1,0,"break", 0, 2, 0);
	trans[1][4946]	= settr(6699,0,4947,2664,2664,"r_unc[i] = 0", 1, 2, 0);
	trans[1][4947]	= settr(6700,0,5074,2665,2665,"group_intact = 0", 0, 2, 0);
	T = trans[ 1][5074] = settr(6827,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(6827,0,4948,0,0,"sub-sequence", 0, 2, 0);
	trans[1][4948]	= settr(6701,0,5072,2666,2666,"ok = 1", 0, 2, 0);
	T = trans[1][5072] = settr(6825,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4949,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4952,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4960,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4968,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4976,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4984,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4987,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4990,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4993,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4996,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,4999,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5002,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5005,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5008,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5011,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5014,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5017,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5020,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5023,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5026,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5029,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5032,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5035,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5038,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5041,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5044,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5047,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5050,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5061,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5064,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6825,0,5067,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6825,0,5070,0,0,"IF", 0, 2, 0);
	trans[1][4949]	= settr(6702,0,4950,2667,0,"(((rst[i]==7)&&(2==10)))", 1, 2, 0);
	trans[1][4950]	= settr(6703,0,4951,2668,2668,"rst[i] = 6", 1, 2, 0);
	trans[1][4951]	= settr(6704,0,5084,2669,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][5073]	= settr(6826,0,5084,1,0,".(goto)", 0, 2, 0);
	trans[1][4952]	= settr(6705,0,4958,2670,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][4958] = settr(6711,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6711,0,4953,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6711,0,4956,0,0,"IF", 0, 2, 0);
	trans[1][4953]	= settr(6706,0,4954,2671,2671,"(all_ranks_posted)", 0, 2, 0);
	trans[1][4954]	= settr(6707,0,4955,2672,2672,"rst[i] = 5", 1, 2, 0);
	trans[1][4955]	= settr(6708,0,5084,2673,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][4959]	= settr(6712,0,5084,1,0,".(goto)", 0, 2, 0);
	trans[1][4956]	= settr(6709,0,4957,2,0,"else", 0, 2, 0);
	trans[1][4957]	= settr(6710,0,5084,2674,2674,"ok = 0", 0, 2, 0);
	trans[1][4960]	= settr(6713,0,4966,2675,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][4966] = settr(6719,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6719,0,4961,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6719,0,4964,0,0,"IF", 0, 2, 0);
	trans[1][4961]	= settr(6714,0,4962,2676,2676,"(all_ranks_posted)", 0, 2, 0);
	trans[1][4962]	= settr(6715,0,4963,2677,2677,"rst[i] = 5", 1, 2, 0);
	trans[1][4963]	= settr(6716,0,5084,2678,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][4967]	= settr(6720,0,5084,1,0,".(goto)", 0, 2, 0);
	trans[1][4964]	= settr(6717,0,4965,2,0,"else", 0, 2, 0);
	trans[1][4965]	= settr(6718,0,5084,2679,2679,"ok = 0", 0, 2, 0);
	trans[1][4968]	= settr(6721,0,4974,2680,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][4974] = settr(6727,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6727,0,4969,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6727,0,4972,0,0,"IF", 0, 2, 0);
	trans[1][4969]	= settr(6722,0,4970,2681,0,"(probe_ok)", 0, 2, 0);
	trans[1][4970]	= settr(6723,0,4971,2682,2682,"rst[i] = 4", 1, 2, 0);
	trans[1][4971]	= settr(6724,0,5084,2683,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][4975]	= settr(6728,0,5084,1,0,".(goto)", 0, 2, 0);
	trans[1][4972]	= settr(6725,0,4973,2,0,"else", 0, 2, 0);
	trans[1][4973]	= settr(6726,0,5084,2684,2684,"ok = 0", 0, 2, 0);
	trans[1][4976]	= settr(6729,0,4982,2685,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][4982] = settr(6735,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6735,0,4977,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6735,0,4980,0,0,"IF", 0, 2, 0);
	trans[1][4977]	= settr(6730,0,4978,2686,2686,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][4978]	= settr(6731,0,4979,2687,2687,"rst[i] = 3", 1, 2, 0);
	trans[1][4979]	= settr(6732,0,5084,2688,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][4983]	= settr(6736,0,5084,1,0,".(goto)", 0, 2, 0);
	trans[1][4980]	= settr(6733,0,4981,2,0,"else", 0, 2, 0);
	trans[1][4981]	= settr(6734,0,5084,2689,2689,"ok = 0", 0, 2, 0);
	trans[1][4984]	= settr(6737,0,4985,2690,0,"(((rst[i]==3)&&(2==6)))", 1, 2, 0);
	trans[1][4985]	= settr(6738,0,4986,2691,2691,"rst[i] = 2", 1, 2, 0);
	trans[1][4986]	= settr(6739,0,5084,2692,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][4987]	= settr(6740,0,4988,2693,0,"(((rst[i]==7)&&(2==5)))", 1, 2, 0);
	trans[1][4988]	= settr(6741,0,4989,2694,2694,"rst[i] = 1", 1, 2, 0);
	trans[1][4989]	= settr(6742,0,5084,2695,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4990]	= settr(6743,0,4991,2696,0,"(((rst[i]==7)&&(2==4)))", 1, 2, 0);
	trans[1][4991]	= settr(6744,0,4992,2697,2697,"rst[i] = 1", 1, 2, 0);
	trans[1][4992]	= settr(6745,0,5084,2698,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4993]	= settr(6746,0,4994,2699,0,"(((rst[i]==7)&&(2==3)))", 1, 2, 0);
	trans[1][4994]	= settr(6747,0,4995,2700,2700,"rst[i] = 1", 1, 2, 0);
	trans[1][4995]	= settr(6748,0,5084,2701,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4996]	= settr(6749,0,4997,2702,0,"(((rst[i]==6)&&(2==5)))", 1, 2, 0);
	trans[1][4997]	= settr(6750,0,4998,2703,2703,"rst[i] = 1", 1, 2, 0);
	trans[1][4998]	= settr(6751,0,5084,2704,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][4999]	= settr(6752,0,5000,2705,0,"(((rst[i]==6)&&(2==4)))", 1, 2, 0);
	trans[1][5000]	= settr(6753,0,5001,2706,2706,"rst[i] = 1", 1, 2, 0);
	trans[1][5001]	= settr(6754,0,5084,2707,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5002]	= settr(6755,0,5003,2708,0,"(((rst[i]==6)&&(2==3)))", 1, 2, 0);
	trans[1][5003]	= settr(6756,0,5004,2709,2709,"rst[i] = 1", 1, 2, 0);
	trans[1][5004]	= settr(6757,0,5084,2710,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5005]	= settr(6758,0,5006,2711,0,"(((rst[i]==5)&&(2==5)))", 1, 2, 0);
	trans[1][5006]	= settr(6759,0,5007,2712,2712,"rst[i] = 1", 1, 2, 0);
	trans[1][5007]	= settr(6760,0,5084,2713,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5008]	= settr(6761,0,5009,2714,0,"(((rst[i]==5)&&(2==4)))", 1, 2, 0);
	trans[1][5009]	= settr(6762,0,5010,2715,2715,"rst[i] = 1", 1, 2, 0);
	trans[1][5010]	= settr(6763,0,5084,2716,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5011]	= settr(6764,0,5012,2717,0,"(((rst[i]==5)&&(2==3)))", 1, 2, 0);
	trans[1][5012]	= settr(6765,0,5013,2718,2718,"rst[i] = 1", 1, 2, 0);
	trans[1][5013]	= settr(6766,0,5084,2719,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5014]	= settr(6767,0,5015,2720,0,"(((rst[i]==4)&&(2==5)))", 1, 2, 0);
	trans[1][5015]	= settr(6768,0,5016,2721,2721,"rst[i] = 1", 1, 2, 0);
	trans[1][5016]	= settr(6769,0,5084,2722,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5017]	= settr(6770,0,5018,2723,0,"(((rst[i]==4)&&(2==4)))", 1, 2, 0);
	trans[1][5018]	= settr(6771,0,5019,2724,2724,"rst[i] = 1", 1, 2, 0);
	trans[1][5019]	= settr(6772,0,5084,2725,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5020]	= settr(6773,0,5021,2726,0,"(((rst[i]==4)&&(2==3)))", 1, 2, 0);
	trans[1][5021]	= settr(6774,0,5022,2727,2727,"rst[i] = 1", 1, 2, 0);
	trans[1][5022]	= settr(6775,0,5084,2728,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5023]	= settr(6776,0,5024,2729,0,"(((rst[i]==3)&&(2==5)))", 1, 2, 0);
	trans[1][5024]	= settr(6777,0,5025,2730,2730,"rst[i] = 1", 1, 2, 0);
	trans[1][5025]	= settr(6778,0,5084,2731,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5026]	= settr(6779,0,5027,2732,0,"(((rst[i]==3)&&(2==4)))", 1, 2, 0);
	trans[1][5027]	= settr(6780,0,5028,2733,2733,"rst[i] = 1", 1, 2, 0);
	trans[1][5028]	= settr(6781,0,5084,2734,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5029]	= settr(6782,0,5030,2735,0,"(((rst[i]==3)&&(2==3)))", 1, 2, 0);
	trans[1][5030]	= settr(6783,0,5031,2736,2736,"rst[i] = 1", 1, 2, 0);
	trans[1][5031]	= settr(6784,0,5084,2737,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5032]	= settr(6785,0,5033,2738,0,"(((rst[i]==2)&&(2==5)))", 1, 2, 0);
	trans[1][5033]	= settr(6786,0,5034,2739,2739,"rst[i] = 1", 1, 2, 0);
	trans[1][5034]	= settr(6787,0,5084,2740,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5035]	= settr(6788,0,5036,2741,0,"(((rst[i]==2)&&(2==4)))", 1, 2, 0);
	trans[1][5036]	= settr(6789,0,5037,2742,2742,"rst[i] = 1", 1, 2, 0);
	trans[1][5037]	= settr(6790,0,5084,2743,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5038]	= settr(6791,0,5039,2744,0,"(((rst[i]==2)&&(2==3)))", 1, 2, 0);
	trans[1][5039]	= settr(6792,0,5040,2745,2745,"rst[i] = 1", 1, 2, 0);
	trans[1][5040]	= settr(6793,0,5084,2746,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5041]	= settr(6794,0,5042,2747,0,"(((rst[i]==1)&&(2==5)))", 1, 2, 0);
	trans[1][5042]	= settr(6795,0,5043,2748,2748,"rst[i] = 1", 1, 2, 0);
	trans[1][5043]	= settr(6796,0,5084,2749,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5044]	= settr(6797,0,5045,2750,0,"(((rst[i]==1)&&(2==4)))", 1, 2, 0);
	trans[1][5045]	= settr(6798,0,5046,2751,2751,"rst[i] = 1", 1, 2, 0);
	trans[1][5046]	= settr(6799,0,5084,2752,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5047]	= settr(6800,0,5048,2753,0,"(((rst[i]==1)&&(2==3)))", 1, 2, 0);
	trans[1][5048]	= settr(6801,0,5049,2754,2754,"rst[i] = 1", 1, 2, 0);
	trans[1][5049]	= settr(6802,0,5084,2755,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5050]	= settr(6803,0,5059,2756,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][5059] = settr(6812,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6812,0,5051,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6812,0,5054,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6812,0,5057,0,0,"IF", 0, 2, 0);
	trans[1][5051]	= settr(6804,0,5052,2757,2757,"(group_intact)", 0, 2, 0);
	trans[1][5052]	= settr(6805,0,5053,2758,2758,"rst[i] = 6", 1, 2, 0);
	trans[1][5053]	= settr(6806,0,5084,2759,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][5060]	= settr(6813,0,5084,1,0,".(goto)", 0, 2, 0);
	trans[1][5054]	= settr(6807,0,5055,2760,2760,"(!(group_intact))", 0, 2, 0);
	trans[1][5055]	= settr(6808,0,5056,2761,2761,"rst[i] = 7", 1, 2, 0);
	trans[1][5056]	= settr(6809,0,5084,2762,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5057]	= settr(6810,0,5058,2,0,"else", 0, 2, 0);
	trans[1][5058]	= settr(6811,0,5084,2763,2763,"ok = 0", 0, 2, 0);
	trans[1][5061]	= settr(6814,0,5062,2764,0,"(((rst[i]==6)&&(2==1)))", 1, 2, 0);
	trans[1][5062]	= settr(6815,0,5063,2765,2765,"rst[i] = 7", 1, 2, 0);
	trans[1][5063]	= settr(6816,0,5084,2766,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5064]	= settr(6817,0,5065,2767,0,"(((rst[i]==2)&&(2==1)))", 1, 2, 0);
	trans[1][5065]	= settr(6818,0,5066,2768,2768,"rst[i] = 7", 1, 2, 0);
	trans[1][5066]	= settr(6819,0,5084,2769,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5067]	= settr(6820,0,5068,2770,0,"(((rst[i]==1)&&(2==1)))", 1, 2, 0);
	trans[1][5068]	= settr(6821,0,5069,2771,2771,"rst[i] = 7", 1, 2, 0);
	trans[1][5069]	= settr(6822,0,5084,2772,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5070]	= settr(6823,0,5071,2,0,"else", 0, 2, 0);
	trans[1][5071]	= settr(6824,0,5084,2773,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][5084] = settr(6837,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(6837,0,5076,0,0,"sub-sequence", 0, 2, 0);
	trans[1][5076]	= settr(6829,0,5375,2774,2774,"m = 0", 0, 2, 0); /* m: 5077 -> 0,5375 */
	reached1[5077] = 1;
	trans[1][5077]	= settr(0,0,0,0,0,"a = 0",0,0,0);
	trans[1][5078]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][5079]	= settr(0,0,0,0,0,"ok = 0",0,0,0);
	trans[1][5080]	= settr(0,0,0,0,0,"all_ranks_posted = 0",0,0,0);
	trans[1][5081]	= settr(0,0,0,0,0,"all_buckets_received = 0",0,0,0);
	trans[1][5082]	= settr(0,0,0,0,0,"all_buckets_confirmed = 0",0,0,0);
	trans[1][5083]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	trans[1][5085]	= settr(6838,0,5086,2775,0,"(((((rst[i]==4)&&r_voted[i])&&!(r_unc[i]))&&(faults<2)))", 1, 2, 0);
	trans[1][5086]	= settr(6839,0,5087,2776,2776,"faults = (faults+1)", 1, 2, 0);
	trans[1][5087]	= settr(6840,0,5088,2777,0,"printf('fault: receiver %d: deadline expires early after its yes: UNCERTAIN\\n',i)", 0, 2, 0);
	trans[1][5088]	= settr(6841,0,5375,2778,2778,"r_unc[i] = 1", 1, 2, 0);
	trans[1][5089]	= settr(6842,0,5090,2779,0,"((faults<2))", 1, 2, 0);
	trans[1][5090]	= settr(6843,0,5091,2780,2780,"faults = (faults+1)", 1, 2, 0);
	trans[1][5091]	= settr(6844,0,5092,2781,2781,"other_fault_att = att", 1, 2, 0);
	trans[1][5092]	= settr(6845,0,5093,2782,0,"printf('fault: receiver %d dies\\n',i)", 0, 2, 0);
	trans[1][5093]	= settr(6846,0,5378,2783,2783,"rdead[i] = 1", 1, 2, 0);
	trans[1][5094]	= settr(6847,0,5378,1,0,"goto :b29", 0, 2, 0);
	trans[1][5095]	= settr(6848,0,5096,2784,0,"((((rst[i]==5)||((rst[i]==4)&&!(r_voted[i])))&&(faults<2)))", 1, 2, 0);
	trans[1][5096]	= settr(6849,0,5097,2785,2785,"faults = (faults+1)", 1, 2, 0);
	trans[1][5097]	= settr(6850,0,5098,2786,0,"printf('an operator's abort reaches receiver %d\\n',i)", 0, 2, 0);
	trans[1][5098]	= settr(6851,0,5225,2787,2787,"ext_abort_att[i] = att", 1, 2, 0);
	T = trans[ 1][5225] = settr(6978,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(6978,0,5099,0,0,"sub-sequence", 0, 2, 0);
	trans[1][5099]	= settr(6852,0,5223,2788,2788,"ok = 1", 0, 2, 0);
	T = trans[1][5223] = settr(6976,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5100,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5103,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5111,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5119,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5127,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5135,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5138,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5141,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5144,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5147,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5150,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5153,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5156,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5159,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5162,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5165,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5168,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5171,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5174,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5177,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5180,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5183,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5186,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5189,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5192,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5195,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5198,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5201,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5212,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5215,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6976,0,5218,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6976,0,5221,0,0,"IF", 0, 2, 0);
	trans[1][5100]	= settr(6853,0,5101,2789,0,"(((rst[i]==7)&&(3==10)))", 1, 2, 0);
	trans[1][5101]	= settr(6854,0,5102,2790,2790,"rst[i] = 6", 1, 2, 0);
	trans[1][5102]	= settr(6855,0,5365,2791,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][5224]	= settr(6977,0,5365,1,0,".(goto)", 0, 2, 0);
	trans[1][5103]	= settr(6856,0,5109,2792,0,"(((rst[i]==6)&&(3==9)))", 1, 2, 0);
	T = trans[1][5109] = settr(6862,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6862,0,5104,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6862,0,5107,0,0,"IF", 0, 2, 0);
	trans[1][5104]	= settr(6857,0,5105,2793,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][5105]	= settr(6858,0,5106,2794,2794,"rst[i] = 5", 1, 2, 0);
	trans[1][5106]	= settr(6859,0,5365,2795,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][5110]	= settr(6863,0,5365,1,0,".(goto)", 0, 2, 0);
	trans[1][5107]	= settr(6860,0,5108,2,0,"else", 0, 2, 0);
	trans[1][5108]	= settr(6861,0,5365,2796,2796,"ok = 0", 0, 2, 0);
	trans[1][5111]	= settr(6864,0,5117,2797,0,"(((rst[i]==2)&&(3==9)))", 1, 2, 0);
	T = trans[1][5117] = settr(6870,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6870,0,5112,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6870,0,5115,0,0,"IF", 0, 2, 0);
	trans[1][5112]	= settr(6865,0,5113,2798,0,"(all_ranks_posted)", 0, 2, 0);
	trans[1][5113]	= settr(6866,0,5114,2799,2799,"rst[i] = 5", 1, 2, 0);
	trans[1][5114]	= settr(6867,0,5365,2800,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][5118]	= settr(6871,0,5365,1,0,".(goto)", 0, 2, 0);
	trans[1][5115]	= settr(6868,0,5116,2,0,"else", 0, 2, 0);
	trans[1][5116]	= settr(6869,0,5365,2801,2801,"ok = 0", 0, 2, 0);
	trans[1][5119]	= settr(6872,0,5125,2802,0,"(((rst[i]==5)&&(3==8)))", 1, 2, 0);
	T = trans[1][5125] = settr(6878,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6878,0,5120,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6878,0,5123,0,0,"IF", 0, 2, 0);
	trans[1][5120]	= settr(6873,0,5121,2803,0,"(probe_ok)", 0, 2, 0);
	trans[1][5121]	= settr(6874,0,5122,2804,2804,"rst[i] = 4", 1, 2, 0);
	trans[1][5122]	= settr(6875,0,5365,2805,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][5126]	= settr(6879,0,5365,1,0,".(goto)", 0, 2, 0);
	trans[1][5123]	= settr(6876,0,5124,2,0,"else", 0, 2, 0);
	trans[1][5124]	= settr(6877,0,5365,2806,2806,"ok = 0", 0, 2, 0);
	trans[1][5127]	= settr(6880,0,5133,2807,0,"(((rst[i]==4)&&(3==7)))", 1, 2, 0);
	T = trans[1][5133] = settr(6886,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6886,0,5128,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6886,0,5131,0,0,"IF", 0, 2, 0);
	trans[1][5128]	= settr(6881,0,5129,2808,0,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][5129]	= settr(6882,0,5130,2809,2809,"rst[i] = 3", 1, 2, 0);
	trans[1][5130]	= settr(6883,0,5365,2810,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][5134]	= settr(6887,0,5365,1,0,".(goto)", 0, 2, 0);
	trans[1][5131]	= settr(6884,0,5132,2,0,"else", 0, 2, 0);
	trans[1][5132]	= settr(6885,0,5365,2811,2811,"ok = 0", 0, 2, 0);
	trans[1][5135]	= settr(6888,0,5136,2812,0,"(((rst[i]==3)&&(3==6)))", 1, 2, 0);
	trans[1][5136]	= settr(6889,0,5137,2813,2813,"rst[i] = 2", 1, 2, 0);
	trans[1][5137]	= settr(6890,0,5365,2814,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][5138]	= settr(6891,0,5139,2815,0,"(((rst[i]==7)&&(3==5)))", 1, 2, 0);
	trans[1][5139]	= settr(6892,0,5140,2816,2816,"rst[i] = 1", 1, 2, 0);
	trans[1][5140]	= settr(6893,0,5365,2817,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5141]	= settr(6894,0,5142,2818,0,"(((rst[i]==7)&&(3==4)))", 1, 2, 0);
	trans[1][5142]	= settr(6895,0,5143,2819,2819,"rst[i] = 1", 1, 2, 0);
	trans[1][5143]	= settr(6896,0,5365,2820,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5144]	= settr(6897,0,5145,2821,0,"(((rst[i]==7)&&(3==3)))", 1, 2, 0);
	trans[1][5145]	= settr(6898,0,5146,2822,2822,"rst[i] = 1", 1, 2, 0);
	trans[1][5146]	= settr(6899,0,5365,2823,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5147]	= settr(6900,0,5148,2824,0,"(((rst[i]==6)&&(3==5)))", 1, 2, 0);
	trans[1][5148]	= settr(6901,0,5149,2825,2825,"rst[i] = 1", 1, 2, 0);
	trans[1][5149]	= settr(6902,0,5365,2826,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5150]	= settr(6903,0,5151,2827,0,"(((rst[i]==6)&&(3==4)))", 1, 2, 0);
	trans[1][5151]	= settr(6904,0,5152,2828,2828,"rst[i] = 1", 1, 2, 0);
	trans[1][5152]	= settr(6905,0,5365,2829,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5153]	= settr(6906,0,5154,2830,0,"(((rst[i]==6)&&(3==3)))", 1, 2, 0);
	trans[1][5154]	= settr(6907,0,5155,2831,2831,"rst[i] = 1", 1, 2, 0);
	trans[1][5155]	= settr(6908,0,5365,2832,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5156]	= settr(6909,0,5157,2833,0,"(((rst[i]==5)&&(3==5)))", 1, 2, 0);
	trans[1][5157]	= settr(6910,0,5158,2834,2834,"rst[i] = 1", 1, 2, 0);
	trans[1][5158]	= settr(6911,0,5365,2835,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5159]	= settr(6912,0,5160,2836,0,"(((rst[i]==5)&&(3==4)))", 1, 2, 0);
	trans[1][5160]	= settr(6913,0,5161,2837,2837,"rst[i] = 1", 1, 2, 0);
	trans[1][5161]	= settr(6914,0,5365,2838,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5162]	= settr(6915,0,5163,2839,0,"(((rst[i]==5)&&(3==3)))", 1, 2, 0);
	trans[1][5163]	= settr(6916,0,5164,2840,2840,"rst[i] = 1", 1, 2, 0);
	trans[1][5164]	= settr(6917,0,5365,2841,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5165]	= settr(6918,0,5166,2842,0,"(((rst[i]==4)&&(3==5)))", 1, 2, 0);
	trans[1][5166]	= settr(6919,0,5167,2843,2843,"rst[i] = 1", 1, 2, 0);
	trans[1][5167]	= settr(6920,0,5365,2844,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5168]	= settr(6921,0,5169,2845,0,"(((rst[i]==4)&&(3==4)))", 1, 2, 0);
	trans[1][5169]	= settr(6922,0,5170,2846,2846,"rst[i] = 1", 1, 2, 0);
	trans[1][5170]	= settr(6923,0,5365,2847,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5171]	= settr(6924,0,5172,2848,0,"(((rst[i]==4)&&(3==3)))", 1, 2, 0);
	trans[1][5172]	= settr(6925,0,5173,2849,2849,"rst[i] = 1", 1, 2, 0);
	trans[1][5173]	= settr(6926,0,5365,2850,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5174]	= settr(6927,0,5175,2851,0,"(((rst[i]==3)&&(3==5)))", 1, 2, 0);
	trans[1][5175]	= settr(6928,0,5176,2852,2852,"rst[i] = 1", 1, 2, 0);
	trans[1][5176]	= settr(6929,0,5365,2853,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5177]	= settr(6930,0,5178,2854,0,"(((rst[i]==3)&&(3==4)))", 1, 2, 0);
	trans[1][5178]	= settr(6931,0,5179,2855,2855,"rst[i] = 1", 1, 2, 0);
	trans[1][5179]	= settr(6932,0,5365,2856,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5180]	= settr(6933,0,5181,2857,0,"(((rst[i]==3)&&(3==3)))", 1, 2, 0);
	trans[1][5181]	= settr(6934,0,5182,2858,2858,"rst[i] = 1", 1, 2, 0);
	trans[1][5182]	= settr(6935,0,5365,2859,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5183]	= settr(6936,0,5184,2860,0,"(((rst[i]==2)&&(3==5)))", 1, 2, 0);
	trans[1][5184]	= settr(6937,0,5185,2861,2861,"rst[i] = 1", 1, 2, 0);
	trans[1][5185]	= settr(6938,0,5365,2862,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5186]	= settr(6939,0,5187,2863,0,"(((rst[i]==2)&&(3==4)))", 1, 2, 0);
	trans[1][5187]	= settr(6940,0,5188,2864,2864,"rst[i] = 1", 1, 2, 0);
	trans[1][5188]	= settr(6941,0,5365,2865,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5189]	= settr(6942,0,5190,2866,0,"(((rst[i]==2)&&(3==3)))", 1, 2, 0);
	trans[1][5190]	= settr(6943,0,5191,2867,2867,"rst[i] = 1", 1, 2, 0);
	trans[1][5191]	= settr(6944,0,5365,2868,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5192]	= settr(6945,0,5193,2869,0,"(((rst[i]==1)&&(3==5)))", 1, 2, 0);
	trans[1][5193]	= settr(6946,0,5194,2870,2870,"rst[i] = 1", 1, 2, 0);
	trans[1][5194]	= settr(6947,0,5365,2871,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5195]	= settr(6948,0,5196,2872,0,"(((rst[i]==1)&&(3==4)))", 1, 2, 0);
	trans[1][5196]	= settr(6949,0,5197,2873,2873,"rst[i] = 1", 1, 2, 0);
	trans[1][5197]	= settr(6950,0,5365,2874,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5198]	= settr(6951,0,5199,2875,0,"(((rst[i]==1)&&(3==3)))", 1, 2, 0);
	trans[1][5199]	= settr(6952,0,5200,2876,2876,"rst[i] = 1", 1, 2, 0);
	trans[1][5200]	= settr(6953,0,5365,2877,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5201]	= settr(6954,0,5210,2878,0,"(((rst[i]==1)&&(3==2)))", 1, 2, 0);
	T = trans[1][5210] = settr(6963,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6963,0,5202,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(6963,0,5205,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(6963,0,5208,0,0,"IF", 0, 2, 0);
	trans[1][5202]	= settr(6955,0,5203,2879,2879,"(group_intact)", 0, 2, 0);
	trans[1][5203]	= settr(6956,0,5204,2880,2880,"rst[i] = 6", 1, 2, 0);
	trans[1][5204]	= settr(6957,0,5365,2881,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][5211]	= settr(6964,0,5365,1,0,".(goto)", 0, 2, 0);
	trans[1][5205]	= settr(6958,0,5206,2882,2882,"(!(group_intact))", 0, 2, 0);
	trans[1][5206]	= settr(6959,0,5207,2883,2883,"rst[i] = 7", 1, 2, 0);
	trans[1][5207]	= settr(6960,0,5365,2884,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5208]	= settr(6961,0,5209,2,0,"else", 0, 2, 0);
	trans[1][5209]	= settr(6962,0,5365,2885,2885,"ok = 0", 0, 2, 0);
	trans[1][5212]	= settr(6965,0,5213,2886,0,"(((rst[i]==6)&&(3==1)))", 1, 2, 0);
	trans[1][5213]	= settr(6966,0,5214,2887,2887,"rst[i] = 7", 1, 2, 0);
	trans[1][5214]	= settr(6967,0,5365,2888,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5215]	= settr(6968,0,5216,2889,0,"(((rst[i]==2)&&(3==1)))", 1, 2, 0);
	trans[1][5216]	= settr(6969,0,5217,2890,2890,"rst[i] = 7", 1, 2, 0);
	trans[1][5217]	= settr(6970,0,5365,2891,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5218]	= settr(6971,0,5219,2892,0,"(((rst[i]==1)&&(3==1)))", 1, 2, 0);
	trans[1][5219]	= settr(6972,0,5220,2893,2893,"rst[i] = 7", 1, 2, 0);
	trans[1][5220]	= settr(6973,0,5365,2894,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5221]	= settr(6974,0,5222,2,0,"else", 0, 2, 0);
	trans[1][5222]	= settr(6975,0,5365,2895,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][5365] = settr(7118,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(7118,0,5226,0,0,"sub-sequence", 0, 2, 0);
	trans[1][5226]	= settr(6979,0,5227,2896,2896,"rb_in[((i*(2+1))+att)] = 1", 1, 2, 0);
	trans[1][5227]	= settr(6980,0,5233,2897,2897,"k = 0", 0, 2, 0);
	trans[1][5234]	= settr(6987,0,5233,1,0,".(goto)", 0, 2, 0);
	T = trans[1][5233] = settr(6986,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(6986,0,5228,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(6986,0,5231,0,0,"DO", 0, 2, 0);
	trans[1][5228]	= settr(6981,0,5229,2898,0,"((k<=(2-1)))", 0, 2, 0);
	trans[1][5229]	= settr(6982,0,5230,2899,0,"assert(!(passed_in[((k*(2+1))+att)]))", 1, 2, 0);
	trans[1][5230]	= settr(6983,0,5233,2900,2900,"k = (k+1)", 0, 2, 0);
	trans[1][5231]	= settr(6984,0,5236,2,0,"else", 0, 2, 0);
	trans[1][5232]	= settr(6985,0,5236,1,0,"goto :b42", 0, 2, 0);
	trans[1][5235]	= settr(6988,0,5236,1,0,"break", 0, 2, 0);
	trans[1][5236]	= settr(6989,0,5237,2901,2901,"r_unc[i] = 0", 1, 2, 0);
	trans[1][5237]	= settr(6990,0,5364,2902,2902,"group_intact = 0", 0, 2, 0);
	T = trans[ 1][5364] = settr(7117,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(7117,0,5238,0,0,"sub-sequence", 0, 2, 0);
	trans[1][5238]	= settr(6991,0,5362,2903,2903,"ok = 1", 0, 2, 0);
	T = trans[1][5362] = settr(7115,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5239,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5242,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5250,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5258,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5266,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5274,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5277,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5280,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5283,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5286,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5289,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5292,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5295,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5298,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5301,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5304,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5307,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5310,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5313,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5316,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5319,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5322,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5325,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5328,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5331,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5334,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5337,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5340,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5351,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5354,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7115,0,5357,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(7115,0,5360,0,0,"IF", 0, 2, 0);
	trans[1][5239]	= settr(6992,0,5240,2904,0,"(((rst[i]==7)&&(2==10)))", 1, 2, 0);
	trans[1][5240]	= settr(6993,0,5241,2905,2905,"rst[i] = 6", 1, 2, 0);
	trans[1][5241]	= settr(6994,0,5374,2906,0,"printf('receiver %d: IDLE --join_group--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][5363]	= settr(7116,0,5374,1,0,".(goto)", 0, 2, 0);
	trans[1][5242]	= settr(6995,0,5248,2907,0,"(((rst[i]==6)&&(2==9)))", 1, 2, 0);
	T = trans[1][5248] = settr(7001,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7001,0,5243,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(7001,0,5246,0,0,"IF", 0, 2, 0);
	trans[1][5243]	= settr(6996,0,5244,2908,2908,"(all_ranks_posted)", 0, 2, 0);
	trans[1][5244]	= settr(6997,0,5245,2909,2909,"rst[i] = 5", 1, 2, 0);
	trans[1][5245]	= settr(6998,0,5374,2910,0,"printf('receiver %d: GROUP_READY --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][5249]	= settr(7002,0,5374,1,0,".(goto)", 0, 2, 0);
	trans[1][5246]	= settr(6999,0,5247,2,0,"else", 0, 2, 0);
	trans[1][5247]	= settr(7000,0,5374,2911,2911,"ok = 0", 0, 2, 0);
	trans[1][5250]	= settr(7003,0,5256,2912,0,"(((rst[i]==2)&&(2==9)))", 1, 2, 0);
	T = trans[1][5256] = settr(7009,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7009,0,5251,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(7009,0,5254,0,0,"IF", 0, 2, 0);
	trans[1][5251]	= settr(7004,0,5252,2913,2913,"(all_ranks_posted)", 0, 2, 0);
	trans[1][5252]	= settr(7005,0,5253,2914,2914,"rst[i] = 5", 1, 2, 0);
	trans[1][5253]	= settr(7006,0,5374,2915,0,"printf('receiver %d: DONE --prepare--> PREPARED\\n',i)", 0, 2, 0);
	trans[1][5257]	= settr(7010,0,5374,1,0,".(goto)", 0, 2, 0);
	trans[1][5254]	= settr(7007,0,5255,2,0,"else", 0, 2, 0);
	trans[1][5255]	= settr(7008,0,5374,2916,2916,"ok = 0", 0, 2, 0);
	trans[1][5258]	= settr(7011,0,5264,2917,0,"(((rst[i]==5)&&(2==8)))", 1, 2, 0);
	T = trans[1][5264] = settr(7017,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7017,0,5259,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(7017,0,5262,0,0,"IF", 0, 2, 0);
	trans[1][5259]	= settr(7012,0,5260,2918,0,"(probe_ok)", 0, 2, 0);
	trans[1][5260]	= settr(7013,0,5261,2919,2919,"rst[i] = 4", 1, 2, 0);
	trans[1][5261]	= settr(7014,0,5374,2920,0,"printf('receiver %d: PREPARED --begin_transfer--> RECEIVING\\n',i)", 0, 2, 0);
	trans[1][5265]	= settr(7018,0,5374,1,0,".(goto)", 0, 2, 0);
	trans[1][5262]	= settr(7015,0,5263,2,0,"else", 0, 2, 0);
	trans[1][5263]	= settr(7016,0,5374,2921,2921,"ok = 0", 0, 2, 0);
	trans[1][5266]	= settr(7019,0,5272,2922,0,"(((rst[i]==4)&&(2==7)))", 1, 2, 0);
	T = trans[1][5272] = settr(7025,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7025,0,5267,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(7025,0,5270,0,0,"IF", 0, 2, 0);
	trans[1][5267]	= settr(7020,0,5268,2923,2923,"((all_buckets_received&&all_buckets_confirmed))", 0, 2, 0);
	trans[1][5268]	= settr(7021,0,5269,2924,2924,"rst[i] = 3", 1, 2, 0);
	trans[1][5269]	= settr(7022,0,5374,2925,0,"printf('receiver %d: RECEIVING --vote_passed--> APPLYING\\n',i)", 0, 2, 0);
	trans[1][5273]	= settr(7026,0,5374,1,0,".(goto)", 0, 2, 0);
	trans[1][5270]	= settr(7023,0,5271,2,0,"else", 0, 2, 0);
	trans[1][5271]	= settr(7024,0,5374,2926,2926,"ok = 0", 0, 2, 0);
	trans[1][5274]	= settr(7027,0,5275,2927,0,"(((rst[i]==3)&&(2==6)))", 1, 2, 0);
	trans[1][5275]	= settr(7028,0,5276,2928,2928,"rst[i] = 2", 1, 2, 0);
	trans[1][5276]	= settr(7029,0,5374,2929,0,"printf('receiver %d: APPLYING --applied--> DONE\\n',i)", 0, 2, 0);
	trans[1][5277]	= settr(7030,0,5278,2930,0,"(((rst[i]==7)&&(2==5)))", 1, 2, 0);
	trans[1][5278]	= settr(7031,0,5279,2931,2931,"rst[i] = 1", 1, 2, 0);
	trans[1][5279]	= settr(7032,0,5374,2932,0,"printf('receiver %d: IDLE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5280]	= settr(7033,0,5281,2933,0,"(((rst[i]==7)&&(2==4)))", 1, 2, 0);
	trans[1][5281]	= settr(7034,0,5282,2934,2934,"rst[i] = 1", 1, 2, 0);
	trans[1][5282]	= settr(7035,0,5374,2935,0,"printf('receiver %d: IDLE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5283]	= settr(7036,0,5284,2936,0,"(((rst[i]==7)&&(2==3)))", 1, 2, 0);
	trans[1][5284]	= settr(7037,0,5285,2937,2937,"rst[i] = 1", 1, 2, 0);
	trans[1][5285]	= settr(7038,0,5374,2938,0,"printf('receiver %d: IDLE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5286]	= settr(7039,0,5287,2939,0,"(((rst[i]==6)&&(2==5)))", 1, 2, 0);
	trans[1][5287]	= settr(7040,0,5288,2940,2940,"rst[i] = 1", 1, 2, 0);
	trans[1][5288]	= settr(7041,0,5374,2941,0,"printf('receiver %d: GROUP_READY --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5289]	= settr(7042,0,5290,2942,0,"(((rst[i]==6)&&(2==4)))", 1, 2, 0);
	trans[1][5290]	= settr(7043,0,5291,2943,2943,"rst[i] = 1", 1, 2, 0);
	trans[1][5291]	= settr(7044,0,5374,2944,0,"printf('receiver %d: GROUP_READY --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5292]	= settr(7045,0,5293,2945,0,"(((rst[i]==6)&&(2==3)))", 1, 2, 0);
	trans[1][5293]	= settr(7046,0,5294,2946,2946,"rst[i] = 1", 1, 2, 0);
	trans[1][5294]	= settr(7047,0,5374,2947,0,"printf('receiver %d: GROUP_READY --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5295]	= settr(7048,0,5296,2948,0,"(((rst[i]==5)&&(2==5)))", 1, 2, 0);
	trans[1][5296]	= settr(7049,0,5297,2949,2949,"rst[i] = 1", 1, 2, 0);
	trans[1][5297]	= settr(7050,0,5374,2950,0,"printf('receiver %d: PREPARED --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5298]	= settr(7051,0,5299,2951,0,"(((rst[i]==5)&&(2==4)))", 1, 2, 0);
	trans[1][5299]	= settr(7052,0,5300,2952,2952,"rst[i] = 1", 1, 2, 0);
	trans[1][5300]	= settr(7053,0,5374,2953,0,"printf('receiver %d: PREPARED --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5301]	= settr(7054,0,5302,2954,0,"(((rst[i]==5)&&(2==3)))", 1, 2, 0);
	trans[1][5302]	= settr(7055,0,5303,2955,2955,"rst[i] = 1", 1, 2, 0);
	trans[1][5303]	= settr(7056,0,5374,2956,0,"printf('receiver %d: PREPARED --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5304]	= settr(7057,0,5305,2957,0,"(((rst[i]==4)&&(2==5)))", 1, 2, 0);
	trans[1][5305]	= settr(7058,0,5306,2958,2958,"rst[i] = 1", 1, 2, 0);
	trans[1][5306]	= settr(7059,0,5374,2959,0,"printf('receiver %d: RECEIVING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5307]	= settr(7060,0,5308,2960,0,"(((rst[i]==4)&&(2==4)))", 1, 2, 0);
	trans[1][5308]	= settr(7061,0,5309,2961,2961,"rst[i] = 1", 1, 2, 0);
	trans[1][5309]	= settr(7062,0,5374,2962,0,"printf('receiver %d: RECEIVING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5310]	= settr(7063,0,5311,2963,0,"(((rst[i]==4)&&(2==3)))", 1, 2, 0);
	trans[1][5311]	= settr(7064,0,5312,2964,2964,"rst[i] = 1", 1, 2, 0);
	trans[1][5312]	= settr(7065,0,5374,2965,0,"printf('receiver %d: RECEIVING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5313]	= settr(7066,0,5314,2966,0,"(((rst[i]==3)&&(2==5)))", 1, 2, 0);
	trans[1][5314]	= settr(7067,0,5315,2967,2967,"rst[i] = 1", 1, 2, 0);
	trans[1][5315]	= settr(7068,0,5374,2968,0,"printf('receiver %d: APPLYING --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5316]	= settr(7069,0,5317,2969,0,"(((rst[i]==3)&&(2==4)))", 1, 2, 0);
	trans[1][5317]	= settr(7070,0,5318,2970,2970,"rst[i] = 1", 1, 2, 0);
	trans[1][5318]	= settr(7071,0,5374,2971,0,"printf('receiver %d: APPLYING --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5319]	= settr(7072,0,5320,2972,0,"(((rst[i]==3)&&(2==3)))", 1, 2, 0);
	trans[1][5320]	= settr(7073,0,5321,2973,2973,"rst[i] = 1", 1, 2, 0);
	trans[1][5321]	= settr(7074,0,5374,2974,0,"printf('receiver %d: APPLYING --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5322]	= settr(7075,0,5323,2975,0,"(((rst[i]==2)&&(2==5)))", 1, 2, 0);
	trans[1][5323]	= settr(7076,0,5324,2976,2976,"rst[i] = 1", 1, 2, 0);
	trans[1][5324]	= settr(7077,0,5374,2977,0,"printf('receiver %d: DONE --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5325]	= settr(7078,0,5326,2978,0,"(((rst[i]==2)&&(2==4)))", 1, 2, 0);
	trans[1][5326]	= settr(7079,0,5327,2979,2979,"rst[i] = 1", 1, 2, 0);
	trans[1][5327]	= settr(7080,0,5374,2980,0,"printf('receiver %d: DONE --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5328]	= settr(7081,0,5329,2981,0,"(((rst[i]==2)&&(2==3)))", 1, 2, 0);
	trans[1][5329]	= settr(7082,0,5330,2982,2982,"rst[i] = 1", 1, 2, 0);
	trans[1][5330]	= settr(7083,0,5374,2983,0,"printf('receiver %d: DONE --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5331]	= settr(7084,0,5332,2984,0,"(((rst[i]==1)&&(2==5)))", 1, 2, 0);
	trans[1][5332]	= settr(7085,0,5333,2985,2985,"rst[i] = 1", 1, 2, 0);
	trans[1][5333]	= settr(7086,0,5374,2986,0,"printf('receiver %d: ERROR --fail--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5334]	= settr(7087,0,5335,2987,0,"(((rst[i]==1)&&(2==4)))", 1, 2, 0);
	trans[1][5335]	= settr(7088,0,5336,2988,2988,"rst[i] = 1", 1, 2, 0);
	trans[1][5336]	= settr(7089,0,5374,2989,0,"printf('receiver %d: ERROR --timeout--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5337]	= settr(7090,0,5338,2990,0,"(((rst[i]==1)&&(2==3)))", 1, 2, 0);
	trans[1][5338]	= settr(7091,0,5339,2991,2991,"rst[i] = 1", 1, 2, 0);
	trans[1][5339]	= settr(7092,0,5374,2992,0,"printf('receiver %d: ERROR --abort--> ERROR\\n',i)", 0, 2, 0);
	trans[1][5340]	= settr(7093,0,5349,2993,0,"(((rst[i]==1)&&(2==2)))", 1, 2, 0);
	T = trans[1][5349] = settr(7102,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7102,0,5341,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(7102,0,5344,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(7102,0,5347,0,0,"IF", 0, 2, 0);
	trans[1][5341]	= settr(7094,0,5342,2994,2994,"(group_intact)", 0, 2, 0);
	trans[1][5342]	= settr(7095,0,5343,2995,2995,"rst[i] = 6", 1, 2, 0);
	trans[1][5343]	= settr(7096,0,5374,2996,0,"printf('receiver %d: ERROR --rollback--> GROUP_READY\\n',i)", 0, 2, 0);
	trans[1][5350]	= settr(7103,0,5374,1,0,".(goto)", 0, 2, 0);
	trans[1][5344]	= settr(7097,0,5345,2997,2997,"(!(group_intact))", 0, 2, 0);
	trans[1][5345]	= settr(7098,0,5346,2998,2998,"rst[i] = 7", 1, 2, 0);
	trans[1][5346]	= settr(7099,0,5374,2999,0,"printf('receiver %d: ERROR --rollback--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5347]	= settr(7100,0,5348,2,0,"else", 0, 2, 0);
	trans[1][5348]	= settr(7101,0,5374,3000,3000,"ok = 0", 0, 2, 0);
	trans[1][5351]	= settr(7104,0,5352,3001,0,"(((rst[i]==6)&&(2==1)))", 1, 2, 0);
	trans[1][5352]	= settr(7105,0,5353,3002,3002,"rst[i] = 7", 1, 2, 0);
	trans[1][5353]	= settr(7106,0,5374,3003,0,"printf('receiver %d: GROUP_READY --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5354]	= settr(7107,0,5355,3004,0,"(((rst[i]==2)&&(2==1)))", 1, 2, 0);
	trans[1][5355]	= settr(7108,0,5356,3005,3005,"rst[i] = 7", 1, 2, 0);
	trans[1][5356]	= settr(7109,0,5374,3006,0,"printf('receiver %d: DONE --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5357]	= settr(7110,0,5358,3007,0,"(((rst[i]==1)&&(2==1)))", 1, 2, 0);
	trans[1][5358]	= settr(7111,0,5359,3008,3008,"rst[i] = 7", 1, 2, 0);
	trans[1][5359]	= settr(7112,0,5374,3009,0,"printf('receiver %d: ERROR --destroy--> IDLE\\n',i)", 0, 2, 0);
	trans[1][5360]	= settr(7113,0,5361,2,0,"else", 0, 2, 0);
	trans[1][5361]	= settr(7114,0,5374,3010,0,"assert(0)", 0, 2, 0);
	T = trans[ 1][5374] = settr(7127,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(7127,0,5366,0,0,"sub-sequence", 0, 2, 0);
	trans[1][5366]	= settr(7119,0,5375,3011,3011,"m = 0", 0, 2, 0); /* m: 5367 -> 0,5375 */
	reached1[5367] = 1;
	trans[1][5367]	= settr(0,0,0,0,0,"a = 0",0,0,0);
	trans[1][5368]	= settr(0,0,0,0,0,"k = 0",0,0,0);
	trans[1][5369]	= settr(0,0,0,0,0,"ok = 0",0,0,0);
	trans[1][5370]	= settr(0,0,0,0,0,"all_ranks_posted = 0",0,0,0);
	trans[1][5371]	= settr(0,0,0,0,0,"all_buckets_received = 0",0,0,0);
	trans[1][5372]	= settr(0,0,0,0,0,"all_buckets_confirmed = 0",0,0,0);
	trans[1][5373]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	trans[1][5377]	= settr(7130,0,5378,1,0,"break", 0, 2, 0);
	trans[1][5378]	= settr(7131,0,0,3012,3012,"-end-", 0, 3500, 0);

	/* proctype 0: Sender */

	trans[0] = (Trans **) emalloc(1755*sizeof(Trans *));

	trans[0][1748]	= settr(1747,0,1747,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1747] = settr(1746,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1746,0,1,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1746,0,3,0,0,"DO", 0, 2, 0);
	trans[0][1]	= settr(0,0,1750,3013,3013,"((a==2))", 0, 2, 0);
	trans[0][2]	= settr(1,0,1750,1,0,"goto :b0", 0, 2, 0);
	trans[0][3]	= settr(2,0,229,3014,3014,"((a<2))", 0, 2, 0); /* m: 4 -> 229,0 */
	reached0[4] = 1;
	trans[0][4]	= settr(0,0,0,0,0,"a = (a+1)",0,0,0);
	trans[0][5]	= settr(0,0,0,0,0,"all_endpoints_prepared = 0",0,0,0);
	trans[0][6]	= settr(0,0,0,0,0,"probe_ok = 0",0,0,0);
	trans[0][7]	= settr(0,0,0,0,0,"all_buckets_confirmed = 0",0,0,0);
	trans[0][8]	= settr(0,0,0,0,0,"group_intact = 0",0,0,0);
	T = trans[0][229] = settr(228,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(228,0,9,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(228,0,227,0,0,"IF", 0, 2, 0);
	trans[0][9]	= settr(8,0,29,3015,0,"((st==7))", 0, 2, 0);
	T = trans[ 0][29] = settr(28,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(28,0,10,0,0,"sub-sequence", 0, 2, 0);
	trans[0][10]	= settr(9,0,26,3016,3016,"i = 0", 0, 2, 0);
	trans[0][27]	= settr(26,0,26,1,0,".(goto)", 0, 2, 0);
	T = trans[0][26] = settr(25,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(25,0,11,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(25,0,24,0,0,"DO", 0, 2, 0);
	trans[0][11]	= settr(10,0,22,3017,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][22] = settr(21,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(21,0,20,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][20] = settr(19,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(19,0,12,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(19,0,14,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(19,0,18,0,0,"IF", 0, 2, 0);
	trans[0][12]	= settr(11,0,13,3018,0,"((rdead[i]||full(ctl[i])))", 1, 1503, 0);
	trans[0][13]	= settr(12,0,26,3019,3019,"(1)", 0, 2, 0); /* m: 23 -> 26,0 */
	reached0[23] = 1;
	trans[0][21]	= settr(20,0,23,1,0,".(goto)", 0, 2, 0); /* m: 23 -> 0,26 */
	reached0[23] = 1;
	trans[0][14]	= settr(13,0,15,3020,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][15]	= settr(14,0,16,3021,3021,"faults = (faults+1)", 1, 2, 0);
	trans[0][16]	= settr(15,0,17,3022,3022,"other_fault_att = a", 1, 2, 0);
	trans[0][17]	= settr(16,0,26,3023,3023,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0); /* m: 23 -> 0,26 */
	reached0[23] = 1;
	trans[0][18]	= settr(17,0,19,3024,0,"((!(rdead[i])&&nfull(ctl[i])))", 1, 3, 0);
	trans[0][19]	= settr(18,0,23,3025,3025,"ctl[i]!11,a", 1, 3, 0);
	trans[0][23]	= settr(22,0,26,3026,3026,"i = (i+1)", 0, 2, 0);
	trans[0][24]	= settr(23,0,85,2,0,"else", 0, 2, 0);
	trans[0][25]	= settr(24,0,85,1,0,"goto :b1", 0, 2, 0);
	trans[0][28]	= settr(27,0,85,1,0,"break", 0, 2, 0);
	T = trans[ 0][85] = settr(84,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(84,0,30,0,0,"sub-sequence", 0, 2, 0);
	trans[0][30]	= settr(29,0,39,3027,3027,"want = 3", 0, 2, 0); /* m: 31 -> 0,39 */
	reached0[31] = 1;
	trans[0][31]	= settr(0,0,0,0,0,"n_ok = 0",0,0,0);
	trans[0][32]	= settr(0,0,0,0,0,"n_bad = 0",0,0,0);
	trans[0][33]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][40]	= settr(39,0,39,1,0,".(goto)", 0, 2, 0);
	T = trans[0][39] = settr(38,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(38,0,34,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(38,0,37,0,0,"DO", 0, 2, 0);
	trans[0][34]	= settr(33,0,39,3028,3028,"((i<=(2-1)))", 0, 2, 0); /* m: 35 -> 39,0 */
	reached0[35] = 1;
	trans[0][35]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][36]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][37]	= settr(36,0,68,2,0,"else", 0, 2, 0);
	trans[0][38]	= settr(37,0,68,1,0,"goto :b2", 0, 2, 0);
	trans[0][41]	= settr(40,0,68,1,0,"break", 0, 2, 0);
	trans[0][69]	= settr(68,0,68,1,0,".(goto)", 0, 2, 0);
	T = trans[0][68] = settr(67,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(67,0,42,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(67,0,44,0,0,"DO", 0, 2, 0);
	trans[0][42]	= settr(41,0,82,3029,3029,"((((n_ok+n_bad)==2)||(n_bad>0)))", 0, 2, 0); /* m: 71 -> 82,0 */
	reached0[71] = 1;
	trans[0][43]	= settr(42,0,71,1,0,"goto :b3", 0, 2, 0); /* m: 71 -> 0,82 */
	reached0[71] = 1;
	trans[0][44]	= settr(43,0,66,2,0,"else", 0, 2, 0);
	T = trans[0][66] = settr(65,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(65,0,45,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(65,0,58,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(65,0,61,0,0,"IF", 0, 2, 0);
	trans[0][45]	= settr(44,0,56,3030,3030,"up?m,r,ra,rok", 1, 505, 0);
	T = trans[0][56] = settr(55,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(55,0,46,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(55,0,54,0,0,"IF", 0, 2, 0);
	trans[0][46]	= settr(45,0,52,3031,3031,"((((m==3)&&(ra==a))&&!(got[r])))", 0, 2, 0); /* m: 47 -> 52,0 */
	reached0[47] = 1;
	trans[0][47]	= settr(0,0,0,0,0,"got[r] = 1",0,0,0);
	T = trans[0][52] = settr(51,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(51,0,48,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(51,0,50,0,0,"IF", 0, 2, 0);
	trans[0][48]	= settr(47,0,68,3032,3032,"(rok)", 0, 2, 0); /* m: 49 -> 68,0 */
	reached0[49] = 1;
	trans[0][49]	= settr(0,0,0,0,0,"n_ok = (n_ok+1)",0,0,0);
	trans[0][53]	= settr(52,0,68,1,0,".(goto)", 0, 2, 0);
	trans[0][50]	= settr(49,0,51,2,0,"else", 0, 2, 0);
	trans[0][51]	= settr(50,0,68,3033,3033,"n_bad = (n_bad+1)", 0, 2, 0);
	trans[0][57]	= settr(56,0,68,1,0,".(goto)", 0, 2, 0);
	trans[0][54]	= settr(53,0,55,2,0,"else", 0, 2, 0);
	trans[0][55]	= settr(54,0,68,1,0,"(1)", 0, 2, 0);
	trans[0][67]	= settr(66,0,68,1,0,".(goto)", 0, 2, 0);
	trans[0][58]	= settr(57,0,59,3034,0,"(timeout)", 1, 3000, 0);
	trans[0][59]	= settr(58,0,82,3035,3035,"printf('sender: deadline waiting for %e expires\\n',want)", 0, 2, 0); /* m: 71 -> 0,82 */
	reached0[71] = 1;
	trans[0][60]	= settr(59,0,71,1,0,"goto :b3", 0, 2, 0); /* m: 71 -> 0,82 */
	reached0[71] = 1;
	trans[0][61]	= settr(60,0,62,3036,0,"((faults<2))", 1, 2, 0);
	trans[0][62]	= settr(61,0,63,3037,3037,"faults = (faults+1)", 1, 2, 0);
	trans[0][63]	= settr(62,0,64,3038,3038,"other_fault_att = a", 1, 2, 0);
	trans[0][64]	= settr(63,0,82,3039,3039,"printf('fault: sender's deadline for %e expires early\\n',want)", 0, 2, 0); /* m: 71 -> 0,82 */
	reached0[71] = 1;
	trans[0][65]	= settr(64,0,71,1,0,"goto :b3", 0, 2, 0); /* m: 71 -> 0,82 */
	reached0[71] = 1;
	trans[0][70]	= settr(69,0,71,1,0,"break", 0, 2, 0);
	trans[0][71]	= settr(70,0,82,3040,3040,"m = 0", 0, 2, 0); /* m: 72 -> 0,82 */
	reached0[72] = 1;
	trans[0][72]	= settr(0,0,0,0,0,"want = 0",0,0,0);
	trans[0][73]	= settr(0,0,0,0,0,"r = 0",0,0,0);
	trans[0][74]	= settr(0,0,0,0,0,"ra = 0",0,0,0);
	trans[0][75]	= settr(0,0,0,0,0,"rok = 0",0,0,0);
	trans[0][76]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][83]	= settr(82,0,82,1,0,".(goto)", 0, 2, 0);
	T = trans[0][82] = settr(81,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(81,0,77,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(81,0,80,0,0,"DO", 0, 2, 0);
	trans[0][77]	= settr(76,0,82,3041,3041,"((i<=(2-1)))", 0, 2, 0); /* m: 78 -> 82,0 */
	reached0[78] = 1;
	trans[0][78]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][79]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][80]	= settr(79,0,94,2,0,"else", 0, 2, 0);
	trans[0][81]	= settr(80,0,94,1,0,"goto :b4", 0, 2, 0);
	trans[0][84]	= settr(83,0,94,1,0,"break", 0, 2, 0);
	T = trans[ 0][94] = settr(93,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(93,0,92,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][92] = settr(91,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(91,0,86,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(91,0,90,0,0,"IF", 0, 2, 0);
	trans[0][86]	= settr(85,0,87,3042,0,"((faults<2))", 1, 2, 0);
	trans[0][87]	= settr(86,0,88,3043,3043,"faults = (faults+1)", 1, 2, 0);
	trans[0][88]	= settr(87,0,1752,3044,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][89]	= settr(88,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][93]	= settr(92,0,225,1,0,".(goto)", 0, 2, 0);
	trans[0][90]	= settr(89,0,91,1,0,"(1)", 0, 2, 0);
	trans[0][91]	= settr(90,0,225,1,0,"(1)", 0, 2, 0);
	T = trans[0][225] = settr(224,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(224,0,95,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(224,0,223,0,0,"IF", 0, 2, 0);
	trans[0][95]	= settr(94,0,222,3045,3045,"((n_ok==2))", 0, 2, 0);
	T = trans[ 0][222] = settr(221,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(221,0,96,0,0,"sub-sequence", 0, 2, 0);
	trans[0][96]	= settr(95,0,220,3046,3046,"ok = 1", 0, 2, 0);
	T = trans[0][220] = settr(219,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,97,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,100,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,108,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,116,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,124,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,132,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,135,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,138,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,141,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,144,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,147,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,150,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,153,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,156,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,159,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,162,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,165,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,168,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,171,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,174,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,177,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,180,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,183,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,186,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,189,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,192,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,195,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,198,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,209,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,212,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(219,0,215,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(219,0,218,0,0,"IF", 0, 2, 0);
	trans[0][97]	= settr(96,0,251,3047,3047,"(((st==7)&&(10==10)))", 0, 2, 0); /* m: 98 -> 251,0 */
	reached0[98] = 1;
	trans[0][98]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][99]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][221]	= settr(220,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][100]	= settr(99,0,106,3048,0,"(((st==6)&&(10==9)))", 0, 2, 0);
	T = trans[0][106] = settr(105,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(105,0,101,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(105,0,104,0,0,"IF", 0, 2, 0);
	trans[0][101]	= settr(100,0,251,3049,3049,"(all_endpoints_prepared)", 0, 2, 0); /* m: 102 -> 251,0 */
	reached0[102] = 1;
	trans[0][102]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][103]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][107]	= settr(106,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][104]	= settr(103,0,105,2,0,"else", 0, 2, 0);
	trans[0][105]	= settr(104,0,251,3050,3050,"ok = 0", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][108]	= settr(107,0,114,3051,0,"(((st==2)&&(10==9)))", 0, 2, 0);
	T = trans[0][114] = settr(113,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(113,0,109,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(113,0,112,0,0,"IF", 0, 2, 0);
	trans[0][109]	= settr(108,0,251,3052,3052,"(all_endpoints_prepared)", 0, 2, 0); /* m: 110 -> 251,0 */
	reached0[110] = 1;
	trans[0][110]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][111]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][115]	= settr(114,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][112]	= settr(111,0,113,2,0,"else", 0, 2, 0);
	trans[0][113]	= settr(112,0,251,3053,3053,"ok = 0", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][116]	= settr(115,0,122,3054,0,"(((st==5)&&(10==8)))", 0, 2, 0);
	T = trans[0][122] = settr(121,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(121,0,117,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(121,0,120,0,0,"IF", 0, 2, 0);
	trans[0][117]	= settr(116,0,251,3055,3055,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 118 -> 251,0 */
	reached0[118] = 1;
	trans[0][118]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][119]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][123]	= settr(122,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][120]	= settr(119,0,121,2,0,"else", 0, 2, 0);
	trans[0][121]	= settr(120,0,251,3056,3056,"ok = 0", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][124]	= settr(123,0,130,3057,0,"(((st==4)&&(10==7)))", 0, 2, 0);
	T = trans[0][130] = settr(129,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(129,0,125,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(129,0,128,0,0,"IF", 0, 2, 0);
	trans[0][125]	= settr(124,0,251,3058,3058,"(all_buckets_confirmed)", 0, 2, 0); /* m: 126 -> 251,0 */
	reached0[126] = 1;
	trans[0][126]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][127]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][131]	= settr(130,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][128]	= settr(127,0,129,2,0,"else", 0, 2, 0);
	trans[0][129]	= settr(128,0,251,3059,3059,"ok = 0", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][132]	= settr(131,0,251,3060,3060,"(((st==3)&&(10==6)))", 0, 2, 0); /* m: 133 -> 251,0 */
	reached0[133] = 1;
	trans[0][133]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][134]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][135]	= settr(134,0,251,3061,3061,"(((st==7)&&(10==5)))", 0, 2, 0); /* m: 136 -> 251,0 */
	reached0[136] = 1;
	trans[0][136]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][137]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][138]	= settr(137,0,251,3062,3062,"(((st==7)&&(10==4)))", 0, 2, 0); /* m: 139 -> 251,0 */
	reached0[139] = 1;
	trans[0][139]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][140]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][141]	= settr(140,0,251,3063,3063,"(((st==7)&&(10==3)))", 0, 2, 0); /* m: 142 -> 251,0 */
	reached0[142] = 1;
	trans[0][142]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][143]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][144]	= settr(143,0,251,3064,3064,"(((st==6)&&(10==5)))", 0, 2, 0); /* m: 145 -> 251,0 */
	reached0[145] = 1;
	trans[0][145]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][146]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][147]	= settr(146,0,251,3065,3065,"(((st==6)&&(10==4)))", 0, 2, 0); /* m: 148 -> 251,0 */
	reached0[148] = 1;
	trans[0][148]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][149]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][150]	= settr(149,0,251,3066,3066,"(((st==6)&&(10==3)))", 0, 2, 0); /* m: 151 -> 251,0 */
	reached0[151] = 1;
	trans[0][151]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][152]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][153]	= settr(152,0,251,3067,3067,"(((st==5)&&(10==5)))", 0, 2, 0); /* m: 154 -> 251,0 */
	reached0[154] = 1;
	trans[0][154]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][155]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][156]	= settr(155,0,251,3068,3068,"(((st==5)&&(10==4)))", 0, 2, 0); /* m: 157 -> 251,0 */
	reached0[157] = 1;
	trans[0][157]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][158]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][159]	= settr(158,0,251,3069,3069,"(((st==5)&&(10==3)))", 0, 2, 0); /* m: 160 -> 251,0 */
	reached0[160] = 1;
	trans[0][160]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][161]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][162]	= settr(161,0,251,3070,3070,"(((st==4)&&(10==5)))", 0, 2, 0); /* m: 163 -> 251,0 */
	reached0[163] = 1;
	trans[0][163]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][164]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][165]	= settr(164,0,251,3071,3071,"(((st==4)&&(10==4)))", 0, 2, 0); /* m: 166 -> 251,0 */
	reached0[166] = 1;
	trans[0][166]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][167]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][168]	= settr(167,0,251,3072,3072,"(((st==4)&&(10==3)))", 0, 2, 0); /* m: 169 -> 251,0 */
	reached0[169] = 1;
	trans[0][169]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][170]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][171]	= settr(170,0,251,3073,3073,"(((st==3)&&(10==5)))", 0, 2, 0); /* m: 172 -> 251,0 */
	reached0[172] = 1;
	trans[0][172]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][173]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][174]	= settr(173,0,251,3074,3074,"(((st==3)&&(10==4)))", 0, 2, 0); /* m: 175 -> 251,0 */
	reached0[175] = 1;
	trans[0][175]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][176]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][177]	= settr(176,0,251,3075,3075,"(((st==3)&&(10==3)))", 0, 2, 0); /* m: 178 -> 251,0 */
	reached0[178] = 1;
	trans[0][178]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][179]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][180]	= settr(179,0,251,3076,3076,"(((st==2)&&(10==5)))", 0, 2, 0); /* m: 181 -> 251,0 */
	reached0[181] = 1;
	trans[0][181]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][182]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][183]	= settr(182,0,251,3077,3077,"(((st==2)&&(10==4)))", 0, 2, 0); /* m: 184 -> 251,0 */
	reached0[184] = 1;
	trans[0][184]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][185]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][186]	= settr(185,0,251,3078,3078,"(((st==2)&&(10==3)))", 0, 2, 0); /* m: 187 -> 251,0 */
	reached0[187] = 1;
	trans[0][187]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][188]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][189]	= settr(188,0,251,3079,3079,"(((st==1)&&(10==5)))", 0, 2, 0); /* m: 190 -> 251,0 */
	reached0[190] = 1;
	trans[0][190]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][191]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][192]	= settr(191,0,251,3080,3080,"(((st==1)&&(10==4)))", 0, 2, 0); /* m: 193 -> 251,0 */
	reached0[193] = 1;
	trans[0][193]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][194]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][195]	= settr(194,0,251,3081,3081,"(((st==1)&&(10==3)))", 0, 2, 0); /* m: 196 -> 251,0 */
	reached0[196] = 1;
	trans[0][196]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][197]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][198]	= settr(197,0,207,3082,0,"(((st==1)&&(10==2)))", 0, 2, 0);
	T = trans[0][207] = settr(206,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(206,0,199,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(206,0,202,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(206,0,205,0,0,"IF", 0, 2, 0);
	trans[0][199]	= settr(198,0,251,3083,3083,"(group_intact)", 0, 2, 0); /* m: 200 -> 251,0 */
	reached0[200] = 1;
	trans[0][200]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][201]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][208]	= settr(207,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][202]	= settr(201,0,251,3084,3084,"(!(group_intact))", 0, 2, 0); /* m: 203 -> 251,0 */
	reached0[203] = 1;
	trans[0][203]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][204]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][205]	= settr(204,0,206,2,0,"else", 0, 2, 0);
	trans[0][206]	= settr(205,0,251,3085,3085,"ok = 0", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][209]	= settr(208,0,251,3086,3086,"(((st==6)&&(10==1)))", 0, 2, 0); /* m: 210 -> 251,0 */
	reached0[210] = 1;
	trans[0][210]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][211]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][212]	= settr(211,0,251,3087,3087,"(((st==2)&&(10==1)))", 0, 2, 0); /* m: 213 -> 251,0 */
	reached0[213] = 1;
	trans[0][213]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][214]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][215]	= settr(214,0,251,3088,3088,"(((st==1)&&(10==1)))", 0, 2, 0); /* m: 216 -> 251,0 */
	reached0[216] = 1;
	trans[0][216]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][217]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][218]	= settr(217,0,219,2,0,"else", 0, 2, 0);
	trans[0][219]	= settr(218,0,251,3089,3089,"assert(0)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][226]	= settr(225,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][223]	= settr(222,0,1462,2,0,"else", 0, 2, 0);
	trans[0][224]	= settr(223,0,1462,1,0,"goto abort_attempt", 0, 2, 0);
	trans[0][230]	= settr(229,0,231,1,0,".(goto)", 0, 2, 0); /* m: 231 -> 0,251 */
	reached0[231] = 1;
	trans[0][227]	= settr(226,0,228,2,0,"else", 0, 2, 0);
	trans[0][228]	= settr(227,0,251,3090,3090,"(1)", 0, 2, 0); /* m: 231 -> 251,0 */
	reached0[231] = 1;
	trans[0][231]	= settr(230,0,251,3091,3091,"group_intact = 1", 0, 2, 0);
	T = trans[ 0][251] = settr(250,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(250,0,232,0,0,"sub-sequence", 0, 2, 0);
	trans[0][232]	= settr(231,0,248,3092,3092,"i = 0", 0, 2, 0);
	trans[0][249]	= settr(248,0,248,1,0,".(goto)", 0, 2, 0);
	T = trans[0][248] = settr(247,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(247,0,233,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(247,0,246,0,0,"DO", 0, 2, 0);
	trans[0][233]	= settr(232,0,244,3093,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][244] = settr(243,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(243,0,242,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][242] = settr(241,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(241,0,234,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(241,0,236,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(241,0,240,0,0,"IF", 0, 2, 0);
	trans[0][234]	= settr(233,0,235,3094,0,"((rdead[i]||full(ctl[i])))", 1, 1503, 0);
	trans[0][235]	= settr(234,0,248,3095,3095,"(1)", 0, 2, 0); /* m: 245 -> 248,0 */
	reached0[245] = 1;
	trans[0][243]	= settr(242,0,245,1,0,".(goto)", 0, 2, 0); /* m: 245 -> 0,248 */
	reached0[245] = 1;
	trans[0][236]	= settr(235,0,237,3096,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][237]	= settr(236,0,238,3097,3097,"faults = (faults+1)", 1, 2, 0);
	trans[0][238]	= settr(237,0,239,3098,3098,"other_fault_att = a", 1, 2, 0);
	trans[0][239]	= settr(238,0,248,3099,3099,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0); /* m: 245 -> 0,248 */
	reached0[245] = 1;
	trans[0][240]	= settr(239,0,241,3100,0,"((!(rdead[i])&&nfull(ctl[i])))", 1, 3, 0);
	trans[0][241]	= settr(240,0,245,3101,3101,"ctl[i]!10,a", 1, 3, 0);
	trans[0][245]	= settr(244,0,248,3102,3102,"i = (i+1)", 0, 2, 0);
	trans[0][246]	= settr(245,0,252,2,0,"else", 0, 2, 0);
	trans[0][247]	= settr(246,0,252,1,0,"goto :b5", 0, 2, 0); /* m: 252 -> 0,308 */
	reached0[252] = 1;
	trans[0][250]	= settr(249,0,252,1,0,"break", 0, 2, 0);
	trans[0][252]	= settr(251,0,308,3103,3103,"group_intact = 0", 0, 2, 0);
	T = trans[ 0][308] = settr(307,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(307,0,253,0,0,"sub-sequence", 0, 2, 0);
	trans[0][253]	= settr(252,0,262,3104,3104,"want = 3", 0, 2, 0); /* m: 254 -> 0,262 */
	reached0[254] = 1;
	trans[0][254]	= settr(0,0,0,0,0,"n_ok = 0",0,0,0);
	trans[0][255]	= settr(0,0,0,0,0,"n_bad = 0",0,0,0);
	trans[0][256]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][263]	= settr(262,0,262,1,0,".(goto)", 0, 2, 0);
	T = trans[0][262] = settr(261,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(261,0,257,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(261,0,260,0,0,"DO", 0, 2, 0);
	trans[0][257]	= settr(256,0,262,3105,3105,"((i<=(2-1)))", 0, 2, 0); /* m: 258 -> 262,0 */
	reached0[258] = 1;
	trans[0][258]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][259]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][260]	= settr(259,0,291,2,0,"else", 0, 2, 0);
	trans[0][261]	= settr(260,0,291,1,0,"goto :b6", 0, 2, 0);
	trans[0][264]	= settr(263,0,291,1,0,"break", 0, 2, 0);
	trans[0][292]	= settr(291,0,291,1,0,".(goto)", 0, 2, 0);
	T = trans[0][291] = settr(290,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(290,0,265,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(290,0,267,0,0,"DO", 0, 2, 0);
	trans[0][265]	= settr(264,0,305,3106,3106,"((((n_ok+n_bad)==2)||(n_bad>0)))", 0, 2, 0); /* m: 294 -> 305,0 */
	reached0[294] = 1;
	trans[0][266]	= settr(265,0,294,1,0,"goto :b7", 0, 2, 0); /* m: 294 -> 0,305 */
	reached0[294] = 1;
	trans[0][267]	= settr(266,0,289,2,0,"else", 0, 2, 0);
	T = trans[0][289] = settr(288,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(288,0,268,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(288,0,281,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(288,0,284,0,0,"IF", 0, 2, 0);
	trans[0][268]	= settr(267,0,279,3107,3107,"up?m,r,ra,rok", 1, 505, 0);
	T = trans[0][279] = settr(278,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(278,0,269,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(278,0,277,0,0,"IF", 0, 2, 0);
	trans[0][269]	= settr(268,0,275,3108,3108,"((((m==3)&&(ra==a))&&!(got[r])))", 0, 2, 0); /* m: 270 -> 275,0 */
	reached0[270] = 1;
	trans[0][270]	= settr(0,0,0,0,0,"got[r] = 1",0,0,0);
	T = trans[0][275] = settr(274,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(274,0,271,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(274,0,273,0,0,"IF", 0, 2, 0);
	trans[0][271]	= settr(270,0,291,3109,3109,"(rok)", 0, 2, 0); /* m: 272 -> 291,0 */
	reached0[272] = 1;
	trans[0][272]	= settr(0,0,0,0,0,"n_ok = (n_ok+1)",0,0,0);
	trans[0][276]	= settr(275,0,291,1,0,".(goto)", 0, 2, 0);
	trans[0][273]	= settr(272,0,274,2,0,"else", 0, 2, 0);
	trans[0][274]	= settr(273,0,291,3110,3110,"n_bad = (n_bad+1)", 0, 2, 0);
	trans[0][280]	= settr(279,0,291,1,0,".(goto)", 0, 2, 0);
	trans[0][277]	= settr(276,0,278,2,0,"else", 0, 2, 0);
	trans[0][278]	= settr(277,0,291,1,0,"(1)", 0, 2, 0);
	trans[0][290]	= settr(289,0,291,1,0,".(goto)", 0, 2, 0);
	trans[0][281]	= settr(280,0,282,3111,0,"(timeout)", 1, 3000, 0);
	trans[0][282]	= settr(281,0,305,3112,3112,"printf('sender: deadline waiting for %e expires\\n',want)", 0, 2, 0); /* m: 294 -> 0,305 */
	reached0[294] = 1;
	trans[0][283]	= settr(282,0,294,1,0,"goto :b7", 0, 2, 0); /* m: 294 -> 0,305 */
	reached0[294] = 1;
	trans[0][284]	= settr(283,0,285,3113,0,"((faults<2))", 1, 2, 0);
	trans[0][285]	= settr(284,0,286,3114,3114,"faults = (faults+1)", 1, 2, 0);
	trans[0][286]	= settr(285,0,287,3115,3115,"other_fault_att = a", 1, 2, 0);
	trans[0][287]	= settr(286,0,305,3116,3116,"printf('fault: sender's deadline for %e expires early\\n',want)", 0, 2, 0); /* m: 294 -> 0,305 */
	reached0[294] = 1;
	trans[0][288]	= settr(287,0,294,1,0,"goto :b7", 0, 2, 0); /* m: 294 -> 0,305 */
	reached0[294] = 1;
	trans[0][293]	= settr(292,0,294,1,0,"break", 0, 2, 0);
	trans[0][294]	= settr(293,0,305,3117,3117,"m = 0", 0, 2, 0); /* m: 295 -> 0,305 */
	reached0[295] = 1;
	trans[0][295]	= settr(0,0,0,0,0,"want = 0",0,0,0);
	trans[0][296]	= settr(0,0,0,0,0,"r = 0",0,0,0);
	trans[0][297]	= settr(0,0,0,0,0,"ra = 0",0,0,0);
	trans[0][298]	= settr(0,0,0,0,0,"rok = 0",0,0,0);
	trans[0][299]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][306]	= settr(305,0,305,1,0,".(goto)", 0, 2, 0);
	T = trans[0][305] = settr(304,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(304,0,300,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(304,0,303,0,0,"DO", 0, 2, 0);
	trans[0][300]	= settr(299,0,305,3118,3118,"((i<=(2-1)))", 0, 2, 0); /* m: 301 -> 305,0 */
	reached0[301] = 1;
	trans[0][301]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][302]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][303]	= settr(302,0,317,2,0,"else", 0, 2, 0);
	trans[0][304]	= settr(303,0,317,1,0,"goto :b8", 0, 2, 0);
	trans[0][307]	= settr(306,0,317,1,0,"break", 0, 2, 0);
	T = trans[ 0][317] = settr(316,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(316,0,315,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][315] = settr(314,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(314,0,309,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(314,0,313,0,0,"IF", 0, 2, 0);
	trans[0][309]	= settr(308,0,310,3119,0,"((faults<2))", 1, 2, 0);
	trans[0][310]	= settr(309,0,311,3120,3120,"faults = (faults+1)", 1, 2, 0);
	trans[0][311]	= settr(310,0,1752,3121,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][312]	= settr(311,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][316]	= settr(315,0,318,1,0,".(goto)", 0, 2, 0); /* m: 318 -> 0,445 */
	reached0[318] = 1;
	trans[0][313]	= settr(312,0,314,1,0,"(1)", 0, 2, 0);
	trans[0][314]	= settr(313,0,445,3122,3122,"(1)", 0, 2, 0); /* m: 318 -> 445,0 */
	reached0[318] = 1;
	trans[0][318]	= settr(317,0,445,3123,3123,"all_endpoints_prepared = (n_ok==2)", 0, 2, 0);
	T = trans[ 0][445] = settr(444,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(444,0,319,0,0,"sub-sequence", 0, 2, 0);
	trans[0][319]	= settr(318,0,443,3124,3124,"ok = 1", 0, 2, 0);
	T = trans[0][443] = settr(442,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,320,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,323,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,331,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,339,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,347,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,355,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,358,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,361,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,364,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,367,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,370,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,373,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,376,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,379,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,382,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,385,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,388,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,391,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,394,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,397,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,400,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,403,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,406,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,409,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,412,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,415,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,418,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,421,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,432,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,435,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(442,0,438,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(442,0,441,0,0,"IF", 0, 2, 0);
	trans[0][320]	= settr(319,0,450,3125,3125,"(((st==7)&&(9==10)))", 0, 2, 0); /* m: 321 -> 450,0 */
	reached0[321] = 1;
	trans[0][321]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][322]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][444]	= settr(443,0,450,1,0,".(goto)", 0, 2, 0);
	trans[0][323]	= settr(322,0,329,3126,0,"(((st==6)&&(9==9)))", 0, 2, 0);
	T = trans[0][329] = settr(328,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(328,0,324,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(328,0,327,0,0,"IF", 0, 2, 0);
	trans[0][324]	= settr(323,0,450,3127,3127,"(all_endpoints_prepared)", 0, 2, 0); /* m: 325 -> 450,0 */
	reached0[325] = 1;
	trans[0][325]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][326]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][330]	= settr(329,0,450,1,0,".(goto)", 0, 2, 0);
	trans[0][327]	= settr(326,0,328,2,0,"else", 0, 2, 0);
	trans[0][328]	= settr(327,0,450,3128,3128,"ok = 0", 0, 2, 0);
	trans[0][331]	= settr(330,0,337,3129,0,"(((st==2)&&(9==9)))", 0, 2, 0);
	T = trans[0][337] = settr(336,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(336,0,332,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(336,0,335,0,0,"IF", 0, 2, 0);
	trans[0][332]	= settr(331,0,450,3130,3130,"(all_endpoints_prepared)", 0, 2, 0); /* m: 333 -> 450,0 */
	reached0[333] = 1;
	trans[0][333]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][334]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][338]	= settr(337,0,450,1,0,".(goto)", 0, 2, 0);
	trans[0][335]	= settr(334,0,336,2,0,"else", 0, 2, 0);
	trans[0][336]	= settr(335,0,450,3131,3131,"ok = 0", 0, 2, 0);
	trans[0][339]	= settr(338,0,345,3132,0,"(((st==5)&&(9==8)))", 0, 2, 0);
	T = trans[0][345] = settr(344,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(344,0,340,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(344,0,343,0,0,"IF", 0, 2, 0);
	trans[0][340]	= settr(339,0,450,3133,3133,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 341 -> 450,0 */
	reached0[341] = 1;
	trans[0][341]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][342]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][346]	= settr(345,0,450,1,0,".(goto)", 0, 2, 0);
	trans[0][343]	= settr(342,0,344,2,0,"else", 0, 2, 0);
	trans[0][344]	= settr(343,0,450,3134,3134,"ok = 0", 0, 2, 0);
	trans[0][347]	= settr(346,0,353,3135,0,"(((st==4)&&(9==7)))", 0, 2, 0);
	T = trans[0][353] = settr(352,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(352,0,348,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(352,0,351,0,0,"IF", 0, 2, 0);
	trans[0][348]	= settr(347,0,450,3136,3136,"(all_buckets_confirmed)", 0, 2, 0); /* m: 349 -> 450,0 */
	reached0[349] = 1;
	trans[0][349]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][350]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][354]	= settr(353,0,450,1,0,".(goto)", 0, 2, 0);
	trans[0][351]	= settr(350,0,352,2,0,"else", 0, 2, 0);
	trans[0][352]	= settr(351,0,450,3137,3137,"ok = 0", 0, 2, 0);
	trans[0][355]	= settr(354,0,450,3138,3138,"(((st==3)&&(9==6)))", 0, 2, 0); /* m: 356 -> 450,0 */
	reached0[356] = 1;
	trans[0][356]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][357]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][358]	= settr(357,0,450,3139,3139,"(((st==7)&&(9==5)))", 0, 2, 0); /* m: 359 -> 450,0 */
	reached0[359] = 1;
	trans[0][359]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][360]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][361]	= settr(360,0,450,3140,3140,"(((st==7)&&(9==4)))", 0, 2, 0); /* m: 362 -> 450,0 */
	reached0[362] = 1;
	trans[0][362]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][363]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][364]	= settr(363,0,450,3141,3141,"(((st==7)&&(9==3)))", 0, 2, 0); /* m: 365 -> 450,0 */
	reached0[365] = 1;
	trans[0][365]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][366]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][367]	= settr(366,0,450,3142,3142,"(((st==6)&&(9==5)))", 0, 2, 0); /* m: 368 -> 450,0 */
	reached0[368] = 1;
	trans[0][368]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][369]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][370]	= settr(369,0,450,3143,3143,"(((st==6)&&(9==4)))", 0, 2, 0); /* m: 371 -> 450,0 */
	reached0[371] = 1;
	trans[0][371]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][372]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][373]	= settr(372,0,450,3144,3144,"(((st==6)&&(9==3)))", 0, 2, 0); /* m: 374 -> 450,0 */
	reached0[374] = 1;
	trans[0][374]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][375]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][376]	= settr(375,0,450,3145,3145,"(((st==5)&&(9==5)))", 0, 2, 0); /* m: 377 -> 450,0 */
	reached0[377] = 1;
	trans[0][377]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][378]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][379]	= settr(378,0,450,3146,3146,"(((st==5)&&(9==4)))", 0, 2, 0); /* m: 380 -> 450,0 */
	reached0[380] = 1;
	trans[0][380]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][381]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][382]	= settr(381,0,450,3147,3147,"(((st==5)&&(9==3)))", 0, 2, 0); /* m: 383 -> 450,0 */
	reached0[383] = 1;
	trans[0][383]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][384]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][385]	= settr(384,0,450,3148,3148,"(((st==4)&&(9==5)))", 0, 2, 0); /* m: 386 -> 450,0 */
	reached0[386] = 1;
	trans[0][386]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][387]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][388]	= settr(387,0,450,3149,3149,"(((st==4)&&(9==4)))", 0, 2, 0); /* m: 389 -> 450,0 */
	reached0[389] = 1;
	trans[0][389]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][390]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][391]	= settr(390,0,450,3150,3150,"(((st==4)&&(9==3)))", 0, 2, 0); /* m: 392 -> 450,0 */
	reached0[392] = 1;
	trans[0][392]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][393]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][394]	= settr(393,0,450,3151,3151,"(((st==3)&&(9==5)))", 0, 2, 0); /* m: 395 -> 450,0 */
	reached0[395] = 1;
	trans[0][395]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][396]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][397]	= settr(396,0,450,3152,3152,"(((st==3)&&(9==4)))", 0, 2, 0); /* m: 398 -> 450,0 */
	reached0[398] = 1;
	trans[0][398]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][399]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][400]	= settr(399,0,450,3153,3153,"(((st==3)&&(9==3)))", 0, 2, 0); /* m: 401 -> 450,0 */
	reached0[401] = 1;
	trans[0][401]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][402]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][403]	= settr(402,0,450,3154,3154,"(((st==2)&&(9==5)))", 0, 2, 0); /* m: 404 -> 450,0 */
	reached0[404] = 1;
	trans[0][404]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][405]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][406]	= settr(405,0,450,3155,3155,"(((st==2)&&(9==4)))", 0, 2, 0); /* m: 407 -> 450,0 */
	reached0[407] = 1;
	trans[0][407]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][408]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][409]	= settr(408,0,450,3156,3156,"(((st==2)&&(9==3)))", 0, 2, 0); /* m: 410 -> 450,0 */
	reached0[410] = 1;
	trans[0][410]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][411]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][412]	= settr(411,0,450,3157,3157,"(((st==1)&&(9==5)))", 0, 2, 0); /* m: 413 -> 450,0 */
	reached0[413] = 1;
	trans[0][413]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][414]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][415]	= settr(414,0,450,3158,3158,"(((st==1)&&(9==4)))", 0, 2, 0); /* m: 416 -> 450,0 */
	reached0[416] = 1;
	trans[0][416]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][417]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][418]	= settr(417,0,450,3159,3159,"(((st==1)&&(9==3)))", 0, 2, 0); /* m: 419 -> 450,0 */
	reached0[419] = 1;
	trans[0][419]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][420]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][421]	= settr(420,0,430,3160,0,"(((st==1)&&(9==2)))", 0, 2, 0);
	T = trans[0][430] = settr(429,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(429,0,422,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(429,0,425,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(429,0,428,0,0,"IF", 0, 2, 0);
	trans[0][422]	= settr(421,0,450,3161,3161,"(group_intact)", 0, 2, 0); /* m: 423 -> 450,0 */
	reached0[423] = 1;
	trans[0][423]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][424]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][431]	= settr(430,0,450,1,0,".(goto)", 0, 2, 0);
	trans[0][425]	= settr(424,0,450,3162,3162,"(!(group_intact))", 0, 2, 0); /* m: 426 -> 450,0 */
	reached0[426] = 1;
	trans[0][426]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][427]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][428]	= settr(427,0,429,2,0,"else", 0, 2, 0);
	trans[0][429]	= settr(428,0,450,3163,3163,"ok = 0", 0, 2, 0);
	trans[0][432]	= settr(431,0,450,3164,3164,"(((st==6)&&(9==1)))", 0, 2, 0); /* m: 433 -> 450,0 */
	reached0[433] = 1;
	trans[0][433]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][434]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][435]	= settr(434,0,450,3165,3165,"(((st==2)&&(9==1)))", 0, 2, 0); /* m: 436 -> 450,0 */
	reached0[436] = 1;
	trans[0][436]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][437]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][438]	= settr(437,0,450,3166,3166,"(((st==1)&&(9==1)))", 0, 2, 0); /* m: 439 -> 450,0 */
	reached0[439] = 1;
	trans[0][439]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][440]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][441]	= settr(440,0,442,2,0,"else", 0, 2, 0);
	trans[0][442]	= settr(441,0,450,3167,0,"assert(0)", 0, 2, 0);
	T = trans[0][450] = settr(449,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(449,0,446,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(449,0,448,0,0,"IF", 0, 2, 0);
	trans[0][446]	= settr(445,0,1462,3168,3168,"(!(ok))", 0, 2, 0);
	trans[0][447]	= settr(446,0,1462,1,0,"goto abort_attempt", 0, 2, 0);
	trans[0][451]	= settr(450,0,471,1,0,".(goto)", 0, 2, 0);
	trans[0][448]	= settr(447,0,449,2,0,"else", 0, 2, 0);
	trans[0][449]	= settr(448,0,471,1,0,"(1)", 0, 2, 0);
	T = trans[ 0][471] = settr(470,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(470,0,452,0,0,"sub-sequence", 0, 2, 0);
	trans[0][452]	= settr(451,0,468,3169,3169,"i = 0", 0, 2, 0);
	trans[0][469]	= settr(468,0,468,1,0,".(goto)", 0, 2, 0);
	T = trans[0][468] = settr(467,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(467,0,453,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(467,0,466,0,0,"DO", 0, 2, 0);
	trans[0][453]	= settr(452,0,464,3170,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][464] = settr(463,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(463,0,462,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][462] = settr(461,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(461,0,454,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(461,0,456,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(461,0,460,0,0,"IF", 0, 2, 0);
	trans[0][454]	= settr(453,0,455,3171,0,"((rdead[i]||full(dat[i])))", 1, 1504, 0);
	trans[0][455]	= settr(454,0,468,3172,3172,"(1)", 0, 2, 0); /* m: 465 -> 468,0 */
	reached0[465] = 1;
	trans[0][463]	= settr(462,0,465,1,0,".(goto)", 0, 2, 0); /* m: 465 -> 0,468 */
	reached0[465] = 1;
	trans[0][456]	= settr(455,0,457,3173,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][457]	= settr(456,0,458,3174,3174,"faults = (faults+1)", 1, 2, 0);
	trans[0][458]	= settr(457,0,459,3175,3175,"other_fault_att = a", 1, 2, 0);
	trans[0][459]	= settr(458,0,468,3176,3176,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0); /* m: 465 -> 0,468 */
	reached0[465] = 1;
	trans[0][460]	= settr(459,0,461,3177,0,"((!(rdead[i])&&nfull(dat[i])))", 1, 4, 0);
	trans[0][461]	= settr(460,0,465,3178,3178,"dat[i]!7,a", 1, 4, 0);
	trans[0][465]	= settr(464,0,468,3179,3179,"i = (i+1)", 0, 2, 0);
	trans[0][466]	= settr(465,0,527,2,0,"else", 0, 2, 0);
	trans[0][467]	= settr(466,0,527,1,0,"goto :b9", 0, 2, 0);
	trans[0][470]	= settr(469,0,527,1,0,"break", 0, 2, 0);
	T = trans[ 0][527] = settr(526,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(526,0,472,0,0,"sub-sequence", 0, 2, 0);
	trans[0][472]	= settr(471,0,481,3180,3180,"want = 2", 0, 2, 0); /* m: 473 -> 0,481 */
	reached0[473] = 1;
	trans[0][473]	= settr(0,0,0,0,0,"n_ok = 0",0,0,0);
	trans[0][474]	= settr(0,0,0,0,0,"n_bad = 0",0,0,0);
	trans[0][475]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][482]	= settr(481,0,481,1,0,".(goto)", 0, 2, 0);
	T = trans[0][481] = settr(480,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(480,0,476,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(480,0,479,0,0,"DO", 0, 2, 0);
	trans[0][476]	= settr(475,0,481,3181,3181,"((i<=(2-1)))", 0, 2, 0); /* m: 477 -> 481,0 */
	reached0[477] = 1;
	trans[0][477]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][478]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][479]	= settr(478,0,510,2,0,"else", 0, 2, 0);
	trans[0][480]	= settr(479,0,510,1,0,"goto :b10", 0, 2, 0);
	trans[0][483]	= settr(482,0,510,1,0,"break", 0, 2, 0);
	trans[0][511]	= settr(510,0,510,1,0,".(goto)", 0, 2, 0);
	T = trans[0][510] = settr(509,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(509,0,484,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(509,0,486,0,0,"DO", 0, 2, 0);
	trans[0][484]	= settr(483,0,524,3182,3182,"((((n_ok+n_bad)==2)||(n_bad>0)))", 0, 2, 0); /* m: 513 -> 524,0 */
	reached0[513] = 1;
	trans[0][485]	= settr(484,0,513,1,0,"goto :b11", 0, 2, 0); /* m: 513 -> 0,524 */
	reached0[513] = 1;
	trans[0][486]	= settr(485,0,508,2,0,"else", 0, 2, 0);
	T = trans[0][508] = settr(507,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(507,0,487,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(507,0,500,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(507,0,503,0,0,"IF", 0, 2, 0);
	trans[0][487]	= settr(486,0,498,3183,3183,"up?m,r,ra,rok", 1, 505, 0);
	T = trans[0][498] = settr(497,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(497,0,488,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(497,0,496,0,0,"IF", 0, 2, 0);
	trans[0][488]	= settr(487,0,494,3184,3184,"((((m==2)&&(ra==a))&&!(got[r])))", 0, 2, 0); /* m: 489 -> 494,0 */
	reached0[489] = 1;
	trans[0][489]	= settr(0,0,0,0,0,"got[r] = 1",0,0,0);
	T = trans[0][494] = settr(493,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(493,0,490,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(493,0,492,0,0,"IF", 0, 2, 0);
	trans[0][490]	= settr(489,0,510,3185,3185,"(rok)", 0, 2, 0); /* m: 491 -> 510,0 */
	reached0[491] = 1;
	trans[0][491]	= settr(0,0,0,0,0,"n_ok = (n_ok+1)",0,0,0);
	trans[0][495]	= settr(494,0,510,1,0,".(goto)", 0, 2, 0);
	trans[0][492]	= settr(491,0,493,2,0,"else", 0, 2, 0);
	trans[0][493]	= settr(492,0,510,3186,3186,"n_bad = (n_bad+1)", 0, 2, 0);
	trans[0][499]	= settr(498,0,510,1,0,".(goto)", 0, 2, 0);
	trans[0][496]	= settr(495,0,497,2,0,"else", 0, 2, 0);
	trans[0][497]	= settr(496,0,510,1,0,"(1)", 0, 2, 0);
	trans[0][509]	= settr(508,0,510,1,0,".(goto)", 0, 2, 0);
	trans[0][500]	= settr(499,0,501,3187,0,"(timeout)", 1, 3000, 0);
	trans[0][501]	= settr(500,0,524,3188,3188,"printf('sender: deadline waiting for %e expires\\n',want)", 0, 2, 0); /* m: 513 -> 0,524 */
	reached0[513] = 1;
	trans[0][502]	= settr(501,0,513,1,0,"goto :b11", 0, 2, 0); /* m: 513 -> 0,524 */
	reached0[513] = 1;
	trans[0][503]	= settr(502,0,504,3189,0,"((faults<2))", 1, 2, 0);
	trans[0][504]	= settr(503,0,505,3190,3190,"faults = (faults+1)", 1, 2, 0);
	trans[0][505]	= settr(504,0,506,3191,3191,"other_fault_att = a", 1, 2, 0);
	trans[0][506]	= settr(505,0,524,3192,3192,"printf('fault: sender's deadline for %e expires early\\n',want)", 0, 2, 0); /* m: 513 -> 0,524 */
	reached0[513] = 1;
	trans[0][507]	= settr(506,0,513,1,0,"goto :b11", 0, 2, 0); /* m: 513 -> 0,524 */
	reached0[513] = 1;
	trans[0][512]	= settr(511,0,513,1,0,"break", 0, 2, 0);
	trans[0][513]	= settr(512,0,524,3193,3193,"m = 0", 0, 2, 0); /* m: 514 -> 0,524 */
	reached0[514] = 1;
	trans[0][514]	= settr(0,0,0,0,0,"want = 0",0,0,0);
	trans[0][515]	= settr(0,0,0,0,0,"r = 0",0,0,0);
	trans[0][516]	= settr(0,0,0,0,0,"ra = 0",0,0,0);
	trans[0][517]	= settr(0,0,0,0,0,"rok = 0",0,0,0);
	trans[0][518]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][525]	= settr(524,0,524,1,0,".(goto)", 0, 2, 0);
	T = trans[0][524] = settr(523,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(523,0,519,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(523,0,522,0,0,"DO", 0, 2, 0);
	trans[0][519]	= settr(518,0,524,3194,3194,"((i<=(2-1)))", 0, 2, 0); /* m: 520 -> 524,0 */
	reached0[520] = 1;
	trans[0][520]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][521]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][522]	= settr(521,0,536,2,0,"else", 0, 2, 0);
	trans[0][523]	= settr(522,0,536,1,0,"goto :b12", 0, 2, 0);
	trans[0][526]	= settr(525,0,536,1,0,"break", 0, 2, 0);
	T = trans[ 0][536] = settr(535,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(535,0,534,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][534] = settr(533,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(533,0,528,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(533,0,532,0,0,"IF", 0, 2, 0);
	trans[0][528]	= settr(527,0,529,3195,0,"((faults<2))", 1, 2, 0);
	trans[0][529]	= settr(528,0,530,3196,3196,"faults = (faults+1)", 1, 2, 0);
	trans[0][530]	= settr(529,0,1752,3197,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][531]	= settr(530,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][535]	= settr(534,0,537,1,0,".(goto)", 0, 2, 0); /* m: 537 -> 0,664 */
	reached0[537] = 1;
	trans[0][532]	= settr(531,0,533,1,0,"(1)", 0, 2, 0);
	trans[0][533]	= settr(532,0,664,3198,3198,"(1)", 0, 2, 0); /* m: 537 -> 664,0 */
	reached0[537] = 1;
	trans[0][537]	= settr(536,0,664,3199,3199,"probe_ok = (n_ok==2)", 0, 2, 0);
	T = trans[ 0][664] = settr(663,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(663,0,538,0,0,"sub-sequence", 0, 2, 0);
	trans[0][538]	= settr(537,0,662,3200,3200,"ok = 1", 0, 2, 0);
	T = trans[0][662] = settr(661,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,539,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,542,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,550,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,558,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,566,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,574,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,577,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,580,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,583,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,586,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,589,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,592,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,595,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,598,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,601,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,604,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,607,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,610,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,613,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,616,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,619,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,622,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,625,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,628,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,631,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,634,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,637,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,640,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,651,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,654,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(661,0,657,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(661,0,660,0,0,"IF", 0, 2, 0);
	trans[0][539]	= settr(538,0,669,3201,3201,"(((st==7)&&(8==10)))", 0, 2, 0); /* m: 540 -> 669,0 */
	reached0[540] = 1;
	trans[0][540]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][541]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][663]	= settr(662,0,669,1,0,".(goto)", 0, 2, 0);
	trans[0][542]	= settr(541,0,548,3202,0,"(((st==6)&&(8==9)))", 0, 2, 0);
	T = trans[0][548] = settr(547,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(547,0,543,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(547,0,546,0,0,"IF", 0, 2, 0);
	trans[0][543]	= settr(542,0,669,3203,3203,"(all_endpoints_prepared)", 0, 2, 0); /* m: 544 -> 669,0 */
	reached0[544] = 1;
	trans[0][544]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][545]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][549]	= settr(548,0,669,1,0,".(goto)", 0, 2, 0);
	trans[0][546]	= settr(545,0,547,2,0,"else", 0, 2, 0);
	trans[0][547]	= settr(546,0,669,3204,3204,"ok = 0", 0, 2, 0);
	trans[0][550]	= settr(549,0,556,3205,0,"(((st==2)&&(8==9)))", 0, 2, 0);
	T = trans[0][556] = settr(555,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(555,0,551,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(555,0,554,0,0,"IF", 0, 2, 0);
	trans[0][551]	= settr(550,0,669,3206,3206,"(all_endpoints_prepared)", 0, 2, 0); /* m: 552 -> 669,0 */
	reached0[552] = 1;
	trans[0][552]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][553]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][557]	= settr(556,0,669,1,0,".(goto)", 0, 2, 0);
	trans[0][554]	= settr(553,0,555,2,0,"else", 0, 2, 0);
	trans[0][555]	= settr(554,0,669,3207,3207,"ok = 0", 0, 2, 0);
	trans[0][558]	= settr(557,0,564,3208,0,"(((st==5)&&(8==8)))", 0, 2, 0);
	T = trans[0][564] = settr(563,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(563,0,559,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(563,0,562,0,0,"IF", 0, 2, 0);
	trans[0][559]	= settr(558,0,669,3209,3209,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 560 -> 669,0 */
	reached0[560] = 1;
	trans[0][560]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][561]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][565]	= settr(564,0,669,1,0,".(goto)", 0, 2, 0);
	trans[0][562]	= settr(561,0,563,2,0,"else", 0, 2, 0);
	trans[0][563]	= settr(562,0,669,3210,3210,"ok = 0", 0, 2, 0);
	trans[0][566]	= settr(565,0,572,3211,0,"(((st==4)&&(8==7)))", 0, 2, 0);
	T = trans[0][572] = settr(571,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(571,0,567,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(571,0,570,0,0,"IF", 0, 2, 0);
	trans[0][567]	= settr(566,0,669,3212,3212,"(all_buckets_confirmed)", 0, 2, 0); /* m: 568 -> 669,0 */
	reached0[568] = 1;
	trans[0][568]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][569]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][573]	= settr(572,0,669,1,0,".(goto)", 0, 2, 0);
	trans[0][570]	= settr(569,0,571,2,0,"else", 0, 2, 0);
	trans[0][571]	= settr(570,0,669,3213,3213,"ok = 0", 0, 2, 0);
	trans[0][574]	= settr(573,0,669,3214,3214,"(((st==3)&&(8==6)))", 0, 2, 0); /* m: 575 -> 669,0 */
	reached0[575] = 1;
	trans[0][575]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][576]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][577]	= settr(576,0,669,3215,3215,"(((st==7)&&(8==5)))", 0, 2, 0); /* m: 578 -> 669,0 */
	reached0[578] = 1;
	trans[0][578]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][579]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][580]	= settr(579,0,669,3216,3216,"(((st==7)&&(8==4)))", 0, 2, 0); /* m: 581 -> 669,0 */
	reached0[581] = 1;
	trans[0][581]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][582]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][583]	= settr(582,0,669,3217,3217,"(((st==7)&&(8==3)))", 0, 2, 0); /* m: 584 -> 669,0 */
	reached0[584] = 1;
	trans[0][584]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][585]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][586]	= settr(585,0,669,3218,3218,"(((st==6)&&(8==5)))", 0, 2, 0); /* m: 587 -> 669,0 */
	reached0[587] = 1;
	trans[0][587]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][588]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][589]	= settr(588,0,669,3219,3219,"(((st==6)&&(8==4)))", 0, 2, 0); /* m: 590 -> 669,0 */
	reached0[590] = 1;
	trans[0][590]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][591]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][592]	= settr(591,0,669,3220,3220,"(((st==6)&&(8==3)))", 0, 2, 0); /* m: 593 -> 669,0 */
	reached0[593] = 1;
	trans[0][593]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][594]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][595]	= settr(594,0,669,3221,3221,"(((st==5)&&(8==5)))", 0, 2, 0); /* m: 596 -> 669,0 */
	reached0[596] = 1;
	trans[0][596]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][597]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][598]	= settr(597,0,669,3222,3222,"(((st==5)&&(8==4)))", 0, 2, 0); /* m: 599 -> 669,0 */
	reached0[599] = 1;
	trans[0][599]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][600]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][601]	= settr(600,0,669,3223,3223,"(((st==5)&&(8==3)))", 0, 2, 0); /* m: 602 -> 669,0 */
	reached0[602] = 1;
	trans[0][602]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][603]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][604]	= settr(603,0,669,3224,3224,"(((st==4)&&(8==5)))", 0, 2, 0); /* m: 605 -> 669,0 */
	reached0[605] = 1;
	trans[0][605]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][606]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][607]	= settr(606,0,669,3225,3225,"(((st==4)&&(8==4)))", 0, 2, 0); /* m: 608 -> 669,0 */
	reached0[608] = 1;
	trans[0][608]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][609]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][610]	= settr(609,0,669,3226,3226,"(((st==4)&&(8==3)))", 0, 2, 0); /* m: 611 -> 669,0 */
	reached0[611] = 1;
	trans[0][611]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][612]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][613]	= settr(612,0,669,3227,3227,"(((st==3)&&(8==5)))", 0, 2, 0); /* m: 614 -> 669,0 */
	reached0[614] = 1;
	trans[0][614]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][615]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][616]	= settr(615,0,669,3228,3228,"(((st==3)&&(8==4)))", 0, 2, 0); /* m: 617 -> 669,0 */
	reached0[617] = 1;
	trans[0][617]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][618]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][619]	= settr(618,0,669,3229,3229,"(((st==3)&&(8==3)))", 0, 2, 0); /* m: 620 -> 669,0 */
	reached0[620] = 1;
	trans[0][620]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][621]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][622]	= settr(621,0,669,3230,3230,"(((st==2)&&(8==5)))", 0, 2, 0); /* m: 623 -> 669,0 */
	reached0[623] = 1;
	trans[0][623]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][624]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][625]	= settr(624,0,669,3231,3231,"(((st==2)&&(8==4)))", 0, 2, 0); /* m: 626 -> 669,0 */
	reached0[626] = 1;
	trans[0][626]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][627]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][628]	= settr(627,0,669,3232,3232,"(((st==2)&&(8==3)))", 0, 2, 0); /* m: 629 -> 669,0 */
	reached0[629] = 1;
	trans[0][629]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][630]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][631]	= settr(630,0,669,3233,3233,"(((st==1)&&(8==5)))", 0, 2, 0); /* m: 632 -> 669,0 */
	reached0[632] = 1;
	trans[0][632]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][633]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][634]	= settr(633,0,669,3234,3234,"(((st==1)&&(8==4)))", 0, 2, 0); /* m: 635 -> 669,0 */
	reached0[635] = 1;
	trans[0][635]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][636]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][637]	= settr(636,0,669,3235,3235,"(((st==1)&&(8==3)))", 0, 2, 0); /* m: 638 -> 669,0 */
	reached0[638] = 1;
	trans[0][638]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][639]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][640]	= settr(639,0,649,3236,0,"(((st==1)&&(8==2)))", 0, 2, 0);
	T = trans[0][649] = settr(648,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(648,0,641,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(648,0,644,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(648,0,647,0,0,"IF", 0, 2, 0);
	trans[0][641]	= settr(640,0,669,3237,3237,"(group_intact)", 0, 2, 0); /* m: 642 -> 669,0 */
	reached0[642] = 1;
	trans[0][642]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][643]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][650]	= settr(649,0,669,1,0,".(goto)", 0, 2, 0);
	trans[0][644]	= settr(643,0,669,3238,3238,"(!(group_intact))", 0, 2, 0); /* m: 645 -> 669,0 */
	reached0[645] = 1;
	trans[0][645]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][646]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][647]	= settr(646,0,648,2,0,"else", 0, 2, 0);
	trans[0][648]	= settr(647,0,669,3239,3239,"ok = 0", 0, 2, 0);
	trans[0][651]	= settr(650,0,669,3240,3240,"(((st==6)&&(8==1)))", 0, 2, 0); /* m: 652 -> 669,0 */
	reached0[652] = 1;
	trans[0][652]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][653]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][654]	= settr(653,0,669,3241,3241,"(((st==2)&&(8==1)))", 0, 2, 0); /* m: 655 -> 669,0 */
	reached0[655] = 1;
	trans[0][655]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][656]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][657]	= settr(656,0,669,3242,3242,"(((st==1)&&(8==1)))", 0, 2, 0); /* m: 658 -> 669,0 */
	reached0[658] = 1;
	trans[0][658]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][659]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][660]	= settr(659,0,661,2,0,"else", 0, 2, 0);
	trans[0][661]	= settr(660,0,669,3243,0,"assert(0)", 0, 2, 0);
	T = trans[0][669] = settr(668,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(668,0,665,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(668,0,667,0,0,"IF", 0, 2, 0);
	trans[0][665]	= settr(664,0,1462,3244,3244,"(!(ok))", 0, 2, 0);
	trans[0][666]	= settr(665,0,1462,1,0,"goto abort_attempt", 0, 2, 0);
	trans[0][670]	= settr(669,0,671,1,0,".(goto)", 0, 2, 0); /* m: 671 -> 0,677 */
	reached0[671] = 1;
	trans[0][667]	= settr(666,0,668,2,0,"else", 0, 2, 0);
	trans[0][668]	= settr(667,0,677,3245,3245,"(1)", 0, 2, 0); /* m: 671 -> 677,0 */
	reached0[671] = 1;
	trans[0][671]	= settr(670,0,677,3246,3246,"i = 0", 0, 2, 0);
	trans[0][678]	= settr(677,0,677,1,0,".(goto)", 0, 2, 0);
	T = trans[0][677] = settr(676,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(676,0,672,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(676,0,675,0,0,"DO", 0, 2, 0);
	trans[0][672]	= settr(671,0,673,3247,0,"((i<=(2-1)))", 0, 2, 0);
	trans[0][673]	= settr(672,0,674,3248,0,"assert(((prep_att[i]==a)&&(agree_att[i]==a)))", 1, 2, 0);
	trans[0][674]	= settr(673,0,677,3249,3249,"i = (i+1)", 0, 2, 0);
	trans[0][675]	= settr(674,0,680,2,0,"else", 0, 2, 0);
	trans[0][676]	= settr(675,0,680,1,0,"goto :b13", 0, 2, 0); /* m: 680 -> 0,714 */
	reached0[680] = 1;
	trans[0][679]	= settr(678,0,680,1,0,"break", 0, 2, 0);
	trans[0][680]	= settr(679,0,714,3250,3250,"k = 1", 0, 2, 0);
	trans[0][715]	= settr(714,0,714,1,0,".(goto)", 0, 2, 0);
	T = trans[0][714] = settr(713,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(713,0,681,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(713,0,712,0,0,"DO", 0, 2, 0);
	trans[0][681]	= settr(680,0,701,3251,0,"((k<=2))", 0, 2, 0);
	T = trans[ 0][701] = settr(700,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(700,0,682,0,0,"sub-sequence", 0, 2, 0);
	trans[0][682]	= settr(681,0,698,3252,3252,"i = 0", 0, 2, 0);
	trans[0][699]	= settr(698,0,698,1,0,".(goto)", 0, 2, 0);
	T = trans[0][698] = settr(697,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(697,0,683,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(697,0,696,0,0,"DO", 0, 2, 0);
	trans[0][683]	= settr(682,0,694,3253,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][694] = settr(693,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(693,0,692,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][692] = settr(691,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(691,0,684,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(691,0,686,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(691,0,690,0,0,"IF", 0, 2, 0);
	trans[0][684]	= settr(683,0,685,3254,0,"((rdead[i]||full(dat[i])))", 1, 1504, 0);
	trans[0][685]	= settr(684,0,698,3255,3255,"(1)", 0, 2, 0); /* m: 695 -> 698,0 */
	reached0[695] = 1;
	trans[0][693]	= settr(692,0,695,1,0,".(goto)", 0, 2, 0); /* m: 695 -> 0,698 */
	reached0[695] = 1;
	trans[0][686]	= settr(685,0,687,3256,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][687]	= settr(686,0,688,3257,3257,"faults = (faults+1)", 1, 2, 0);
	trans[0][688]	= settr(687,0,689,3258,3258,"other_fault_att = a", 1, 2, 0);
	trans[0][689]	= settr(688,0,698,3259,3259,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0); /* m: 695 -> 0,698 */
	reached0[695] = 1;
	trans[0][690]	= settr(689,0,691,3260,0,"((!(rdead[i])&&nfull(dat[i])))", 1, 4, 0);
	trans[0][691]	= settr(690,0,695,3261,3261,"dat[i]!6,a", 1, 4, 0);
	trans[0][695]	= settr(694,0,698,3262,3262,"i = (i+1)", 0, 2, 0);
	trans[0][696]	= settr(695,0,710,2,0,"else", 0, 2, 0);
	trans[0][697]	= settr(696,0,710,1,0,"goto :b15", 0, 2, 0);
	trans[0][700]	= settr(699,0,710,1,0,"break", 0, 2, 0);
	T = trans[ 0][710] = settr(709,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(709,0,708,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][708] = settr(707,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(707,0,702,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(707,0,706,0,0,"IF", 0, 2, 0);
	trans[0][702]	= settr(701,0,703,3263,0,"((faults<2))", 1, 2, 0);
	trans[0][703]	= settr(702,0,704,3264,3264,"faults = (faults+1)", 1, 2, 0);
	trans[0][704]	= settr(703,0,1752,3265,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][705]	= settr(704,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][709]	= settr(708,0,711,1,0,".(goto)", 0, 2, 0); /* m: 711 -> 0,714 */
	reached0[711] = 1;
	trans[0][706]	= settr(705,0,707,1,0,"(1)", 0, 2, 0);
	trans[0][707]	= settr(706,0,714,3266,3266,"(1)", 0, 2, 0); /* m: 711 -> 714,0 */
	reached0[711] = 1;
	trans[0][711]	= settr(710,0,714,3267,3267,"k = (k+1)", 0, 2, 0);
	trans[0][712]	= settr(711,0,736,2,0,"else", 0, 2, 0);
	trans[0][713]	= settr(712,0,736,1,0,"goto :b14", 0, 2, 0);
	trans[0][716]	= settr(715,0,736,1,0,"break", 0, 2, 0);
	T = trans[ 0][736] = settr(735,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(735,0,717,0,0,"sub-sequence", 0, 2, 0);
	trans[0][717]	= settr(716,0,733,3268,3268,"i = 0", 0, 2, 0);
	trans[0][734]	= settr(733,0,733,1,0,".(goto)", 0, 2, 0);
	T = trans[0][733] = settr(732,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(732,0,718,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(732,0,731,0,0,"DO", 0, 2, 0);
	trans[0][718]	= settr(717,0,729,3269,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][729] = settr(728,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(728,0,727,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][727] = settr(726,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(726,0,719,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(726,0,721,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(726,0,725,0,0,"IF", 0, 2, 0);
	trans[0][719]	= settr(718,0,720,3270,0,"((rdead[i]||full(dat[i])))", 1, 1504, 0);
	trans[0][720]	= settr(719,0,733,3271,3271,"(1)", 0, 2, 0); /* m: 730 -> 733,0 */
	reached0[730] = 1;
	trans[0][728]	= settr(727,0,730,1,0,".(goto)", 0, 2, 0); /* m: 730 -> 0,733 */
	reached0[730] = 1;
	trans[0][721]	= settr(720,0,722,3272,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][722]	= settr(721,0,723,3273,3273,"faults = (faults+1)", 1, 2, 0);
	trans[0][723]	= settr(722,0,724,3274,3274,"other_fault_att = a", 1, 2, 0);
	trans[0][724]	= settr(723,0,733,3275,3275,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0); /* m: 730 -> 0,733 */
	reached0[730] = 1;
	trans[0][725]	= settr(724,0,726,3276,0,"((!(rdead[i])&&nfull(dat[i])))", 1, 4, 0);
	trans[0][726]	= settr(725,0,730,3277,3277,"dat[i]!5,a", 1, 4, 0);
	trans[0][730]	= settr(729,0,733,3278,3278,"i = (i+1)", 0, 2, 0);
	trans[0][731]	= settr(730,0,792,2,0,"else", 0, 2, 0);
	trans[0][732]	= settr(731,0,792,1,0,"goto :b16", 0, 2, 0);
	trans[0][735]	= settr(734,0,792,1,0,"break", 0, 2, 0);
	T = trans[ 0][792] = settr(791,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(791,0,737,0,0,"sub-sequence", 0, 2, 0);
	trans[0][737]	= settr(736,0,746,3279,3279,"want = 1", 0, 2, 0); /* m: 738 -> 0,746 */
	reached0[738] = 1;
	trans[0][738]	= settr(0,0,0,0,0,"n_ok = 0",0,0,0);
	trans[0][739]	= settr(0,0,0,0,0,"n_bad = 0",0,0,0);
	trans[0][740]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][747]	= settr(746,0,746,1,0,".(goto)", 0, 2, 0);
	T = trans[0][746] = settr(745,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(745,0,741,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(745,0,744,0,0,"DO", 0, 2, 0);
	trans[0][741]	= settr(740,0,746,3280,3280,"((i<=(2-1)))", 0, 2, 0); /* m: 742 -> 746,0 */
	reached0[742] = 1;
	trans[0][742]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][743]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][744]	= settr(743,0,775,2,0,"else", 0, 2, 0);
	trans[0][745]	= settr(744,0,775,1,0,"goto :b17", 0, 2, 0);
	trans[0][748]	= settr(747,0,775,1,0,"break", 0, 2, 0);
	trans[0][776]	= settr(775,0,775,1,0,".(goto)", 0, 2, 0);
	T = trans[0][775] = settr(774,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(774,0,749,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(774,0,751,0,0,"DO", 0, 2, 0);
	trans[0][749]	= settr(748,0,789,3281,3281,"((((n_ok+n_bad)==2)||(n_bad>0)))", 0, 2, 0); /* m: 778 -> 789,0 */
	reached0[778] = 1;
	trans[0][750]	= settr(749,0,778,1,0,"goto :b18", 0, 2, 0); /* m: 778 -> 0,789 */
	reached0[778] = 1;
	trans[0][751]	= settr(750,0,773,2,0,"else", 0, 2, 0);
	T = trans[0][773] = settr(772,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(772,0,752,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(772,0,765,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(772,0,768,0,0,"IF", 0, 2, 0);
	trans[0][752]	= settr(751,0,763,3282,3282,"up?m,r,ra,rok", 1, 505, 0);
	T = trans[0][763] = settr(762,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(762,0,753,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(762,0,761,0,0,"IF", 0, 2, 0);
	trans[0][753]	= settr(752,0,759,3283,3283,"((((m==1)&&(ra==a))&&!(got[r])))", 0, 2, 0); /* m: 754 -> 759,0 */
	reached0[754] = 1;
	trans[0][754]	= settr(0,0,0,0,0,"got[r] = 1",0,0,0);
	T = trans[0][759] = settr(758,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(758,0,755,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(758,0,757,0,0,"IF", 0, 2, 0);
	trans[0][755]	= settr(754,0,775,3284,3284,"(rok)", 0, 2, 0); /* m: 756 -> 775,0 */
	reached0[756] = 1;
	trans[0][756]	= settr(0,0,0,0,0,"n_ok = (n_ok+1)",0,0,0);
	trans[0][760]	= settr(759,0,775,1,0,".(goto)", 0, 2, 0);
	trans[0][757]	= settr(756,0,758,2,0,"else", 0, 2, 0);
	trans[0][758]	= settr(757,0,775,3285,3285,"n_bad = (n_bad+1)", 0, 2, 0);
	trans[0][764]	= settr(763,0,775,1,0,".(goto)", 0, 2, 0);
	trans[0][761]	= settr(760,0,762,2,0,"else", 0, 2, 0);
	trans[0][762]	= settr(761,0,775,1,0,"(1)", 0, 2, 0);
	trans[0][774]	= settr(773,0,775,1,0,".(goto)", 0, 2, 0);
	trans[0][765]	= settr(764,0,766,3286,0,"(timeout)", 1, 3000, 0);
	trans[0][766]	= settr(765,0,789,3287,3287,"printf('sender: deadline waiting for %e expires\\n',want)", 0, 2, 0); /* m: 778 -> 0,789 */
	reached0[778] = 1;
	trans[0][767]	= settr(766,0,778,1,0,"goto :b18", 0, 2, 0); /* m: 778 -> 0,789 */
	reached0[778] = 1;
	trans[0][768]	= settr(767,0,769,3288,0,"((faults<2))", 1, 2, 0);
	trans[0][769]	= settr(768,0,770,3289,3289,"faults = (faults+1)", 1, 2, 0);
	trans[0][770]	= settr(769,0,771,3290,3290,"other_fault_att = a", 1, 2, 0);
	trans[0][771]	= settr(770,0,789,3291,3291,"printf('fault: sender's deadline for %e expires early\\n',want)", 0, 2, 0); /* m: 778 -> 0,789 */
	reached0[778] = 1;
	trans[0][772]	= settr(771,0,778,1,0,"goto :b18", 0, 2, 0); /* m: 778 -> 0,789 */
	reached0[778] = 1;
	trans[0][777]	= settr(776,0,778,1,0,"break", 0, 2, 0);
	trans[0][778]	= settr(777,0,789,3292,3292,"m = 0", 0, 2, 0); /* m: 779 -> 0,789 */
	reached0[779] = 1;
	trans[0][779]	= settr(0,0,0,0,0,"want = 0",0,0,0);
	trans[0][780]	= settr(0,0,0,0,0,"r = 0",0,0,0);
	trans[0][781]	= settr(0,0,0,0,0,"ra = 0",0,0,0);
	trans[0][782]	= settr(0,0,0,0,0,"rok = 0",0,0,0);
	trans[0][783]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][790]	= settr(789,0,789,1,0,".(goto)", 0, 2, 0);
	T = trans[0][789] = settr(788,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(788,0,784,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(788,0,787,0,0,"DO", 0, 2, 0);
	trans[0][784]	= settr(783,0,789,3293,3293,"((i<=(2-1)))", 0, 2, 0); /* m: 785 -> 789,0 */
	reached0[785] = 1;
	trans[0][785]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][786]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][787]	= settr(786,0,801,2,0,"else", 0, 2, 0);
	trans[0][788]	= settr(787,0,801,1,0,"goto :b19", 0, 2, 0);
	trans[0][791]	= settr(790,0,801,1,0,"break", 0, 2, 0);
	T = trans[ 0][801] = settr(800,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(800,0,799,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][799] = settr(798,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(798,0,793,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(798,0,797,0,0,"IF", 0, 2, 0);
	trans[0][793]	= settr(792,0,794,3294,0,"((faults<2))", 1, 2, 0);
	trans[0][794]	= settr(793,0,795,3295,3295,"faults = (faults+1)", 1, 2, 0);
	trans[0][795]	= settr(794,0,1752,3296,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][796]	= settr(795,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][800]	= settr(799,0,802,1,0,".(goto)", 0, 2, 0); /* m: 802 -> 0,929 */
	reached0[802] = 1;
	trans[0][797]	= settr(796,0,798,1,0,"(1)", 0, 2, 0);
	trans[0][798]	= settr(797,0,929,3297,3297,"(1)", 0, 2, 0); /* m: 802 -> 929,0 */
	reached0[802] = 1;
	trans[0][802]	= settr(801,0,929,3298,3298,"all_buckets_confirmed = (n_ok==2)", 0, 2, 0);
	T = trans[ 0][929] = settr(928,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(928,0,803,0,0,"sub-sequence", 0, 2, 0);
	trans[0][803]	= settr(802,0,927,3299,3299,"ok = 1", 0, 2, 0);
	T = trans[0][927] = settr(926,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,804,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,807,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,815,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,823,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,831,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,839,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,842,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,845,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,848,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,851,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,854,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,857,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,860,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,863,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,866,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,869,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,872,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,875,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,878,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,881,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,884,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,887,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,890,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,893,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,896,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,899,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,902,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,905,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,916,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,919,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(926,0,922,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(926,0,925,0,0,"IF", 0, 2, 0);
	trans[0][804]	= settr(803,0,934,3300,3300,"(((st==7)&&(7==10)))", 0, 2, 0); /* m: 805 -> 934,0 */
	reached0[805] = 1;
	trans[0][805]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][806]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][928]	= settr(927,0,934,1,0,".(goto)", 0, 2, 0);
	trans[0][807]	= settr(806,0,813,3301,0,"(((st==6)&&(7==9)))", 0, 2, 0);
	T = trans[0][813] = settr(812,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(812,0,808,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(812,0,811,0,0,"IF", 0, 2, 0);
	trans[0][808]	= settr(807,0,934,3302,3302,"(all_endpoints_prepared)", 0, 2, 0); /* m: 809 -> 934,0 */
	reached0[809] = 1;
	trans[0][809]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][810]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][814]	= settr(813,0,934,1,0,".(goto)", 0, 2, 0);
	trans[0][811]	= settr(810,0,812,2,0,"else", 0, 2, 0);
	trans[0][812]	= settr(811,0,934,3303,3303,"ok = 0", 0, 2, 0);
	trans[0][815]	= settr(814,0,821,3304,0,"(((st==2)&&(7==9)))", 0, 2, 0);
	T = trans[0][821] = settr(820,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(820,0,816,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(820,0,819,0,0,"IF", 0, 2, 0);
	trans[0][816]	= settr(815,0,934,3305,3305,"(all_endpoints_prepared)", 0, 2, 0); /* m: 817 -> 934,0 */
	reached0[817] = 1;
	trans[0][817]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][818]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][822]	= settr(821,0,934,1,0,".(goto)", 0, 2, 0);
	trans[0][819]	= settr(818,0,820,2,0,"else", 0, 2, 0);
	trans[0][820]	= settr(819,0,934,3306,3306,"ok = 0", 0, 2, 0);
	trans[0][823]	= settr(822,0,829,3307,0,"(((st==5)&&(7==8)))", 0, 2, 0);
	T = trans[0][829] = settr(828,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(828,0,824,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(828,0,827,0,0,"IF", 0, 2, 0);
	trans[0][824]	= settr(823,0,934,3308,3308,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 825 -> 934,0 */
	reached0[825] = 1;
	trans[0][825]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][826]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][830]	= settr(829,0,934,1,0,".(goto)", 0, 2, 0);
	trans[0][827]	= settr(826,0,828,2,0,"else", 0, 2, 0);
	trans[0][828]	= settr(827,0,934,3309,3309,"ok = 0", 0, 2, 0);
	trans[0][831]	= settr(830,0,837,3310,0,"(((st==4)&&(7==7)))", 0, 2, 0);
	T = trans[0][837] = settr(836,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(836,0,832,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(836,0,835,0,0,"IF", 0, 2, 0);
	trans[0][832]	= settr(831,0,934,3311,3311,"(all_buckets_confirmed)", 0, 2, 0); /* m: 833 -> 934,0 */
	reached0[833] = 1;
	trans[0][833]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][834]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][838]	= settr(837,0,934,1,0,".(goto)", 0, 2, 0);
	trans[0][835]	= settr(834,0,836,2,0,"else", 0, 2, 0);
	trans[0][836]	= settr(835,0,934,3312,3312,"ok = 0", 0, 2, 0);
	trans[0][839]	= settr(838,0,934,3313,3313,"(((st==3)&&(7==6)))", 0, 2, 0); /* m: 840 -> 934,0 */
	reached0[840] = 1;
	trans[0][840]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][841]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][842]	= settr(841,0,934,3314,3314,"(((st==7)&&(7==5)))", 0, 2, 0); /* m: 843 -> 934,0 */
	reached0[843] = 1;
	trans[0][843]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][844]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][845]	= settr(844,0,934,3315,3315,"(((st==7)&&(7==4)))", 0, 2, 0); /* m: 846 -> 934,0 */
	reached0[846] = 1;
	trans[0][846]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][847]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][848]	= settr(847,0,934,3316,3316,"(((st==7)&&(7==3)))", 0, 2, 0); /* m: 849 -> 934,0 */
	reached0[849] = 1;
	trans[0][849]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][850]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][851]	= settr(850,0,934,3317,3317,"(((st==6)&&(7==5)))", 0, 2, 0); /* m: 852 -> 934,0 */
	reached0[852] = 1;
	trans[0][852]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][853]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][854]	= settr(853,0,934,3318,3318,"(((st==6)&&(7==4)))", 0, 2, 0); /* m: 855 -> 934,0 */
	reached0[855] = 1;
	trans[0][855]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][856]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][857]	= settr(856,0,934,3319,3319,"(((st==6)&&(7==3)))", 0, 2, 0); /* m: 858 -> 934,0 */
	reached0[858] = 1;
	trans[0][858]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][859]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][860]	= settr(859,0,934,3320,3320,"(((st==5)&&(7==5)))", 0, 2, 0); /* m: 861 -> 934,0 */
	reached0[861] = 1;
	trans[0][861]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][862]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][863]	= settr(862,0,934,3321,3321,"(((st==5)&&(7==4)))", 0, 2, 0); /* m: 864 -> 934,0 */
	reached0[864] = 1;
	trans[0][864]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][865]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][866]	= settr(865,0,934,3322,3322,"(((st==5)&&(7==3)))", 0, 2, 0); /* m: 867 -> 934,0 */
	reached0[867] = 1;
	trans[0][867]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][868]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][869]	= settr(868,0,934,3323,3323,"(((st==4)&&(7==5)))", 0, 2, 0); /* m: 870 -> 934,0 */
	reached0[870] = 1;
	trans[0][870]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][871]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][872]	= settr(871,0,934,3324,3324,"(((st==4)&&(7==4)))", 0, 2, 0); /* m: 873 -> 934,0 */
	reached0[873] = 1;
	trans[0][873]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][874]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][875]	= settr(874,0,934,3325,3325,"(((st==4)&&(7==3)))", 0, 2, 0); /* m: 876 -> 934,0 */
	reached0[876] = 1;
	trans[0][876]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][877]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][878]	= settr(877,0,934,3326,3326,"(((st==3)&&(7==5)))", 0, 2, 0); /* m: 879 -> 934,0 */
	reached0[879] = 1;
	trans[0][879]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][880]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][881]	= settr(880,0,934,3327,3327,"(((st==3)&&(7==4)))", 0, 2, 0); /* m: 882 -> 934,0 */
	reached0[882] = 1;
	trans[0][882]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][883]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][884]	= settr(883,0,934,3328,3328,"(((st==3)&&(7==3)))", 0, 2, 0); /* m: 885 -> 934,0 */
	reached0[885] = 1;
	trans[0][885]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][886]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][887]	= settr(886,0,934,3329,3329,"(((st==2)&&(7==5)))", 0, 2, 0); /* m: 888 -> 934,0 */
	reached0[888] = 1;
	trans[0][888]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][889]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][890]	= settr(889,0,934,3330,3330,"(((st==2)&&(7==4)))", 0, 2, 0); /* m: 891 -> 934,0 */
	reached0[891] = 1;
	trans[0][891]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][892]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][893]	= settr(892,0,934,3331,3331,"(((st==2)&&(7==3)))", 0, 2, 0); /* m: 894 -> 934,0 */
	reached0[894] = 1;
	trans[0][894]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][895]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][896]	= settr(895,0,934,3332,3332,"(((st==1)&&(7==5)))", 0, 2, 0); /* m: 897 -> 934,0 */
	reached0[897] = 1;
	trans[0][897]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][898]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][899]	= settr(898,0,934,3333,3333,"(((st==1)&&(7==4)))", 0, 2, 0); /* m: 900 -> 934,0 */
	reached0[900] = 1;
	trans[0][900]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][901]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][902]	= settr(901,0,934,3334,3334,"(((st==1)&&(7==3)))", 0, 2, 0); /* m: 903 -> 934,0 */
	reached0[903] = 1;
	trans[0][903]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][904]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][905]	= settr(904,0,914,3335,0,"(((st==1)&&(7==2)))", 0, 2, 0);
	T = trans[0][914] = settr(913,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(913,0,906,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(913,0,909,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(913,0,912,0,0,"IF", 0, 2, 0);
	trans[0][906]	= settr(905,0,934,3336,3336,"(group_intact)", 0, 2, 0); /* m: 907 -> 934,0 */
	reached0[907] = 1;
	trans[0][907]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][908]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][915]	= settr(914,0,934,1,0,".(goto)", 0, 2, 0);
	trans[0][909]	= settr(908,0,934,3337,3337,"(!(group_intact))", 0, 2, 0); /* m: 910 -> 934,0 */
	reached0[910] = 1;
	trans[0][910]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][911]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][912]	= settr(911,0,913,2,0,"else", 0, 2, 0);
	trans[0][913]	= settr(912,0,934,3338,3338,"ok = 0", 0, 2, 0);
	trans[0][916]	= settr(915,0,934,3339,3339,"(((st==6)&&(7==1)))", 0, 2, 0); /* m: 917 -> 934,0 */
	reached0[917] = 1;
	trans[0][917]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][918]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][919]	= settr(918,0,934,3340,3340,"(((st==2)&&(7==1)))", 0, 2, 0); /* m: 920 -> 934,0 */
	reached0[920] = 1;
	trans[0][920]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][921]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][922]	= settr(921,0,934,3341,3341,"(((st==1)&&(7==1)))", 0, 2, 0); /* m: 923 -> 934,0 */
	reached0[923] = 1;
	trans[0][923]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][924]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][925]	= settr(924,0,926,2,0,"else", 0, 2, 0);
	trans[0][926]	= settr(925,0,934,3342,0,"assert(0)", 0, 2, 0);
	T = trans[0][934] = settr(933,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(933,0,930,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(933,0,932,0,0,"IF", 0, 2, 0);
	trans[0][930]	= settr(929,0,1462,3343,3343,"(!(ok))", 0, 2, 0);
	trans[0][931]	= settr(930,0,1462,1,0,"goto abort_attempt", 0, 2, 0);
	trans[0][935]	= settr(934,0,936,1,0,".(goto)", 0, 2, 0); /* m: 936 -> 0,942 */
	reached0[936] = 1;
	trans[0][932]	= settr(931,0,933,2,0,"else", 0, 2, 0);
	trans[0][933]	= settr(932,0,942,3344,3344,"(1)", 0, 2, 0); /* m: 936 -> 942,0 */
	reached0[936] = 1;
	trans[0][936]	= settr(935,0,942,3345,3345,"i = 0", 0, 2, 0);
	trans[0][943]	= settr(942,0,942,1,0,".(goto)", 0, 2, 0);
	T = trans[0][942] = settr(941,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(941,0,937,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(941,0,940,0,0,"DO", 0, 2, 0);
	trans[0][937]	= settr(936,0,938,3346,0,"((i<=(2-1)))", 0, 2, 0);
	trans[0][938]	= settr(937,0,939,3347,0,"assert((ext_abort_att[i]!=a))", 1, 2, 0);
	trans[0][939]	= settr(938,0,942,3348,3348,"i = (i+1)", 0, 2, 0);
	trans[0][940]	= settr(939,0,945,2,0,"else", 0, 2, 0);
	trans[0][941]	= settr(940,0,945,1,0,"goto :b20", 0, 2, 0); /* m: 945 -> 0,970 */
	reached0[945] = 1;
	trans[0][944]	= settr(943,0,945,1,0,"break", 0, 2, 0);
	trans[0][945]	= settr(944,0,970,3349,3349,"i = 0", 0, 2, 0);
	trans[0][971]	= settr(970,0,970,1,0,".(goto)", 0, 2, 0);
	T = trans[0][970] = settr(969,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(969,0,946,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(969,0,968,0,0,"DO", 0, 2, 0);
	trans[0][946]	= settr(945,0,957,3350,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][957] = settr(956,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(956,0,955,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][955] = settr(954,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(954,0,947,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(954,0,949,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(954,0,953,0,0,"IF", 0, 2, 0);
	trans[0][947]	= settr(946,0,948,3351,0,"((rdead[i]||full(dat[i])))", 1, 1504, 0);
	trans[0][948]	= settr(947,0,966,1,0,"(1)", 0, 2, 0);
	trans[0][956]	= settr(955,0,966,1,0,".(goto)", 0, 2, 0);
	trans[0][949]	= settr(948,0,950,3352,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][950]	= settr(949,0,951,3353,3353,"faults = (faults+1)", 1, 2, 0);
	trans[0][951]	= settr(950,0,952,3354,3354,"other_fault_att = a", 1, 2, 0);
	trans[0][952]	= settr(951,0,966,3355,0,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0);
	trans[0][953]	= settr(952,0,954,3356,0,"((!(rdead[i])&&nfull(dat[i])))", 1, 4, 0);
	trans[0][954]	= settr(953,0,966,3357,3357,"dat[i]!4,a", 1, 4, 0);
	T = trans[ 0][966] = settr(965,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(965,0,964,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][964] = settr(963,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(963,0,958,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(963,0,962,0,0,"IF", 0, 2, 0);
	trans[0][958]	= settr(957,0,959,3358,0,"((faults<2))", 1, 2, 0);
	trans[0][959]	= settr(958,0,960,3359,3359,"faults = (faults+1)", 1, 2, 0);
	trans[0][960]	= settr(959,0,1752,3360,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][961]	= settr(960,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][965]	= settr(964,0,967,1,0,".(goto)", 0, 2, 0); /* m: 967 -> 0,970 */
	reached0[967] = 1;
	trans[0][962]	= settr(961,0,963,1,0,"(1)", 0, 2, 0);
	trans[0][963]	= settr(962,0,970,3361,3361,"(1)", 0, 2, 0); /* m: 967 -> 970,0 */
	reached0[967] = 1;
	trans[0][967]	= settr(966,0,970,3362,3362,"i = (i+1)", 0, 2, 0);
	trans[0][968]	= settr(967,0,973,2,0,"else", 0, 2, 0);
	trans[0][969]	= settr(968,0,973,1,0,"goto :b21", 0, 2, 0); /* m: 973 -> 0,998 */
	reached0[973] = 1;
	trans[0][972]	= settr(971,0,973,1,0,"break", 0, 2, 0);
	trans[0][973]	= settr(972,0,998,3363,3363,"i = 0", 0, 2, 0);
	trans[0][999]	= settr(998,0,998,1,0,".(goto)", 0, 2, 0);
	T = trans[0][998] = settr(997,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(997,0,974,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(997,0,996,0,0,"DO", 0, 2, 0);
	trans[0][974]	= settr(973,0,985,3364,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][985] = settr(984,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(984,0,983,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][983] = settr(982,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(982,0,975,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(982,0,977,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(982,0,981,0,0,"IF", 0, 2, 0);
	trans[0][975]	= settr(974,0,976,3365,0,"((rdead[i]||full(ctl[i])))", 1, 1503, 0);
	trans[0][976]	= settr(975,0,994,1,0,"(1)", 0, 2, 0);
	trans[0][984]	= settr(983,0,994,1,0,".(goto)", 0, 2, 0);
	trans[0][977]	= settr(976,0,978,3366,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][978]	= settr(977,0,979,3367,3367,"faults = (faults+1)", 1, 2, 0);
	trans[0][979]	= settr(978,0,980,3368,3368,"other_fault_att = a", 1, 2, 0);
	trans[0][980]	= settr(979,0,994,3369,0,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0);
	trans[0][981]	= settr(980,0,982,3370,0,"((!(rdead[i])&&nfull(ctl[i])))", 1, 3, 0);
	trans[0][982]	= settr(981,0,994,3371,3371,"ctl[i]!9,a", 1, 3, 0);
	T = trans[ 0][994] = settr(993,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(993,0,992,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][992] = settr(991,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(991,0,986,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(991,0,990,0,0,"IF", 0, 2, 0);
	trans[0][986]	= settr(985,0,987,3372,0,"((faults<2))", 1, 2, 0);
	trans[0][987]	= settr(986,0,988,3373,3373,"faults = (faults+1)", 1, 2, 0);
	trans[0][988]	= settr(987,0,1752,3374,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][989]	= settr(988,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][993]	= settr(992,0,995,1,0,".(goto)", 0, 2, 0); /* m: 995 -> 0,998 */
	reached0[995] = 1;
	trans[0][990]	= settr(989,0,991,1,0,"(1)", 0, 2, 0);
	trans[0][991]	= settr(990,0,998,3375,3375,"(1)", 0, 2, 0); /* m: 995 -> 998,0 */
	reached0[995] = 1;
	trans[0][995]	= settr(994,0,998,3376,3376,"i = (i+1)", 0, 2, 0);
	trans[0][996]	= settr(995,0,1056,2,0,"else", 0, 2, 0);
	trans[0][997]	= settr(996,0,1056,1,0,"goto :b22", 0, 2, 0);
	trans[0][1000]	= settr(999,0,1056,1,0,"break", 0, 2, 0);
	T = trans[ 0][1056] = settr(1055,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1055,0,1001,0,0,"sub-sequence", 0, 2, 0);
	trans[0][1001]	= settr(1000,0,1010,3377,3377,"want = 3", 0, 2, 0); /* m: 1002 -> 0,1010 */
	reached0[1002] = 1;
	trans[0][1002]	= settr(0,0,0,0,0,"n_ok = 0",0,0,0);
	trans[0][1003]	= settr(0,0,0,0,0,"n_bad = 0",0,0,0);
	trans[0][1004]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][1011]	= settr(1010,0,1010,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1010] = settr(1009,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1009,0,1005,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1009,0,1008,0,0,"DO", 0, 2, 0);
	trans[0][1005]	= settr(1004,0,1010,3378,3378,"((i<=(2-1)))", 0, 2, 0); /* m: 1006 -> 1010,0 */
	reached0[1006] = 1;
	trans[0][1006]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][1007]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][1008]	= settr(1007,0,1039,2,0,"else", 0, 2, 0);
	trans[0][1009]	= settr(1008,0,1039,1,0,"goto :b23", 0, 2, 0);
	trans[0][1012]	= settr(1011,0,1039,1,0,"break", 0, 2, 0);
	trans[0][1040]	= settr(1039,0,1039,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1039] = settr(1038,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1038,0,1013,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1038,0,1015,0,0,"DO", 0, 2, 0);
	trans[0][1013]	= settr(1012,0,1053,3379,3379,"((((n_ok+n_bad)==2)||(n_bad>0)))", 0, 2, 0); /* m: 1042 -> 1053,0 */
	reached0[1042] = 1;
	trans[0][1014]	= settr(1013,0,1042,1,0,"goto :b24", 0, 2, 0); /* m: 1042 -> 0,1053 */
	reached0[1042] = 1;
	trans[0][1015]	= settr(1014,0,1037,2,0,"else", 0, 2, 0);
	T = trans[0][1037] = settr(1036,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1036,0,1016,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1036,0,1029,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1036,0,1032,0,0,"IF", 0, 2, 0);
	trans[0][1016]	= settr(1015,0,1027,3380,3380,"up?m,r,ra,rok", 1, 505, 0);
	T = trans[0][1027] = settr(1026,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1026,0,1017,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1026,0,1025,0,0,"IF", 0, 2, 0);
	trans[0][1017]	= settr(1016,0,1023,3381,3381,"((((m==3)&&(ra==a))&&!(got[r])))", 0, 2, 0); /* m: 1018 -> 1023,0 */
	reached0[1018] = 1;
	trans[0][1018]	= settr(0,0,0,0,0,"got[r] = 1",0,0,0);
	T = trans[0][1023] = settr(1022,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1022,0,1019,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1022,0,1021,0,0,"IF", 0, 2, 0);
	trans[0][1019]	= settr(1018,0,1039,3382,3382,"(rok)", 0, 2, 0); /* m: 1020 -> 1039,0 */
	reached0[1020] = 1;
	trans[0][1020]	= settr(0,0,0,0,0,"n_ok = (n_ok+1)",0,0,0);
	trans[0][1024]	= settr(1023,0,1039,1,0,".(goto)", 0, 2, 0);
	trans[0][1021]	= settr(1020,0,1022,2,0,"else", 0, 2, 0);
	trans[0][1022]	= settr(1021,0,1039,3383,3383,"n_bad = (n_bad+1)", 0, 2, 0);
	trans[0][1028]	= settr(1027,0,1039,1,0,".(goto)", 0, 2, 0);
	trans[0][1025]	= settr(1024,0,1026,2,0,"else", 0, 2, 0);
	trans[0][1026]	= settr(1025,0,1039,1,0,"(1)", 0, 2, 0);
	trans[0][1038]	= settr(1037,0,1039,1,0,".(goto)", 0, 2, 0);
	trans[0][1029]	= settr(1028,0,1030,3384,0,"(timeout)", 1, 3000, 0);
	trans[0][1030]	= settr(1029,0,1053,3385,3385,"printf('sender: deadline waiting for %e expires\\n',want)", 0, 2, 0); /* m: 1042 -> 0,1053 */
	reached0[1042] = 1;
	trans[0][1031]	= settr(1030,0,1042,1,0,"goto :b24", 0, 2, 0); /* m: 1042 -> 0,1053 */
	reached0[1042] = 1;
	trans[0][1032]	= settr(1031,0,1033,3386,0,"((faults<2))", 1, 2, 0);
	trans[0][1033]	= settr(1032,0,1034,3387,3387,"faults = (faults+1)", 1, 2, 0);
	trans[0][1034]	= settr(1033,0,1035,3388,3388,"other_fault_att = a", 1, 2, 0);
	trans[0][1035]	= settr(1034,0,1053,3389,3389,"printf('fault: sender's deadline for %e expires early\\n',want)", 0, 2, 0); /* m: 1042 -> 0,1053 */
	reached0[1042] = 1;
	trans[0][1036]	= settr(1035,0,1042,1,0,"goto :b24", 0, 2, 0); /* m: 1042 -> 0,1053 */
	reached0[1042] = 1;
	trans[0][1041]	= settr(1040,0,1042,1,0,"break", 0, 2, 0);
	trans[0][1042]	= settr(1041,0,1053,3390,3390,"m = 0", 0, 2, 0); /* m: 1043 -> 0,1053 */
	reached0[1043] = 1;
	trans[0][1043]	= settr(0,0,0,0,0,"want = 0",0,0,0);
	trans[0][1044]	= settr(0,0,0,0,0,"r = 0",0,0,0);
	trans[0][1045]	= settr(0,0,0,0,0,"ra = 0",0,0,0);
	trans[0][1046]	= settr(0,0,0,0,0,"rok = 0",0,0,0);
	trans[0][1047]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][1054]	= settr(1053,0,1053,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1053] = settr(1052,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1052,0,1048,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1052,0,1051,0,0,"DO", 0, 2, 0);
	trans[0][1048]	= settr(1047,0,1053,3391,3391,"((i<=(2-1)))", 0, 2, 0); /* m: 1049 -> 1053,0 */
	reached0[1049] = 1;
	trans[0][1049]	= settr(0,0,0,0,0,"got[i] = 0",0,0,0);
	trans[0][1050]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][1051]	= settr(1050,0,1065,2,0,"else", 0, 2, 0);
	trans[0][1052]	= settr(1051,0,1065,1,0,"goto :b25", 0, 2, 0);
	trans[0][1055]	= settr(1054,0,1065,1,0,"break", 0, 2, 0);
	T = trans[ 0][1065] = settr(1064,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1064,0,1063,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][1063] = settr(1062,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1062,0,1057,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1062,0,1061,0,0,"IF", 0, 2, 0);
	trans[0][1057]	= settr(1056,0,1058,3392,0,"((faults<2))", 1, 2, 0);
	trans[0][1058]	= settr(1057,0,1059,3393,3393,"faults = (faults+1)", 1, 2, 0);
	trans[0][1059]	= settr(1058,0,1752,3394,0,"printf('fault: the sender dies\\n')", 0, 2, 0);
	trans[0][1060]	= settr(1059,0,1752,1,0,"goto sender_dead", 0, 2, 0);
	trans[0][1064]	= settr(1063,0,1459,1,0,".(goto)", 0, 2, 0);
	trans[0][1061]	= settr(1060,0,1062,1,0,"(1)", 0, 2, 0);
	trans[0][1062]	= settr(1061,0,1459,1,0,"(1)", 0, 2, 0);
	T = trans[0][1459] = settr(1458,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1458,0,1066,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1458,0,1203,0,0,"IF", 0, 2, 0);
	trans[0][1066]	= settr(1065,0,1193,3395,3395,"((n_ok==2))", 0, 2, 0);
	T = trans[ 0][1193] = settr(1192,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1192,0,1067,0,0,"sub-sequence", 0, 2, 0);
	trans[0][1067]	= settr(1066,0,1191,3396,3396,"ok = 1", 0, 2, 0);
	T = trans[0][1191] = settr(1190,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1068,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1071,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1079,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1087,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1095,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1103,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1106,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1109,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1112,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1115,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1118,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1121,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1124,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1127,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1130,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1133,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1136,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1139,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1142,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1145,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1148,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1151,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1154,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1157,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1160,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1163,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1166,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1169,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1180,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1183,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1190,0,1186,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1190,0,1189,0,0,"IF", 0, 2, 0);
	trans[0][1068]	= settr(1067,0,1200,3397,3397,"(((st==7)&&(6==10)))", 0, 2, 0); /* m: 1069 -> 1200,0 */
	reached0[1069] = 1;
	trans[0][1069]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1070]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][1192]	= settr(1191,0,1194,1,0,".(goto)", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1071]	= settr(1070,0,1077,3398,0,"(((st==6)&&(6==9)))", 0, 2, 0);
	T = trans[0][1077] = settr(1076,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1076,0,1072,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1076,0,1075,0,0,"IF", 0, 2, 0);
	trans[0][1072]	= settr(1071,0,1200,3399,3399,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1073 -> 1200,0 */
	reached0[1073] = 1;
	trans[0][1073]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1074]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1078]	= settr(1077,0,1194,1,0,".(goto)", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1075]	= settr(1074,0,1076,2,0,"else", 0, 2, 0);
	trans[0][1076]	= settr(1075,0,1200,3400,3400,"ok = 0", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1079]	= settr(1078,0,1085,3401,0,"(((st==2)&&(6==9)))", 0, 2, 0);
	T = trans[0][1085] = settr(1084,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1084,0,1080,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1084,0,1083,0,0,"IF", 0, 2, 0);
	trans[0][1080]	= settr(1079,0,1200,3402,3402,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1081 -> 1200,0 */
	reached0[1081] = 1;
	trans[0][1081]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1082]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1086]	= settr(1085,0,1194,1,0,".(goto)", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1083]	= settr(1082,0,1084,2,0,"else", 0, 2, 0);
	trans[0][1084]	= settr(1083,0,1200,3403,3403,"ok = 0", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1087]	= settr(1086,0,1093,3404,0,"(((st==5)&&(6==8)))", 0, 2, 0);
	T = trans[0][1093] = settr(1092,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1092,0,1088,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1092,0,1091,0,0,"IF", 0, 2, 0);
	trans[0][1088]	= settr(1087,0,1200,3405,3405,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 1089 -> 1200,0 */
	reached0[1089] = 1;
	trans[0][1089]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][1090]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][1094]	= settr(1093,0,1194,1,0,".(goto)", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1091]	= settr(1090,0,1092,2,0,"else", 0, 2, 0);
	trans[0][1092]	= settr(1091,0,1200,3406,3406,"ok = 0", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1095]	= settr(1094,0,1101,3407,0,"(((st==4)&&(6==7)))", 0, 2, 0);
	T = trans[0][1101] = settr(1100,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1100,0,1096,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1100,0,1099,0,0,"IF", 0, 2, 0);
	trans[0][1096]	= settr(1095,0,1200,3408,3408,"(all_buckets_confirmed)", 0, 2, 0); /* m: 1097 -> 1200,0 */
	reached0[1097] = 1;
	trans[0][1097]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][1098]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][1102]	= settr(1101,0,1194,1,0,".(goto)", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1099]	= settr(1098,0,1100,2,0,"else", 0, 2, 0);
	trans[0][1100]	= settr(1099,0,1200,3409,3409,"ok = 0", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1103]	= settr(1102,0,1200,3410,3410,"(((st==3)&&(6==6)))", 0, 2, 0); /* m: 1104 -> 1200,0 */
	reached0[1104] = 1;
	trans[0][1104]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][1105]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][1106]	= settr(1105,0,1200,3411,3411,"(((st==7)&&(6==5)))", 0, 2, 0); /* m: 1107 -> 1200,0 */
	reached0[1107] = 1;
	trans[0][1107]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1108]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][1109]	= settr(1108,0,1200,3412,3412,"(((st==7)&&(6==4)))", 0, 2, 0); /* m: 1110 -> 1200,0 */
	reached0[1110] = 1;
	trans[0][1110]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1111]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1112]	= settr(1111,0,1200,3413,3413,"(((st==7)&&(6==3)))", 0, 2, 0); /* m: 1113 -> 1200,0 */
	reached0[1113] = 1;
	trans[0][1113]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1114]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][1115]	= settr(1114,0,1200,3414,3414,"(((st==6)&&(6==5)))", 0, 2, 0); /* m: 1116 -> 1200,0 */
	reached0[1116] = 1;
	trans[0][1116]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1117]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][1118]	= settr(1117,0,1200,3415,3415,"(((st==6)&&(6==4)))", 0, 2, 0); /* m: 1119 -> 1200,0 */
	reached0[1119] = 1;
	trans[0][1119]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1120]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][1121]	= settr(1120,0,1200,3416,3416,"(((st==6)&&(6==3)))", 0, 2, 0); /* m: 1122 -> 1200,0 */
	reached0[1122] = 1;
	trans[0][1122]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1123]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][1124]	= settr(1123,0,1200,3417,3417,"(((st==5)&&(6==5)))", 0, 2, 0); /* m: 1125 -> 1200,0 */
	reached0[1125] = 1;
	trans[0][1125]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1126]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][1127]	= settr(1126,0,1200,3418,3418,"(((st==5)&&(6==4)))", 0, 2, 0); /* m: 1128 -> 1200,0 */
	reached0[1128] = 1;
	trans[0][1128]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1129]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][1130]	= settr(1129,0,1200,3419,3419,"(((st==5)&&(6==3)))", 0, 2, 0); /* m: 1131 -> 1200,0 */
	reached0[1131] = 1;
	trans[0][1131]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1132]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][1133]	= settr(1132,0,1200,3420,3420,"(((st==4)&&(6==5)))", 0, 2, 0); /* m: 1134 -> 1200,0 */
	reached0[1134] = 1;
	trans[0][1134]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1135]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][1136]	= settr(1135,0,1200,3421,3421,"(((st==4)&&(6==4)))", 0, 2, 0); /* m: 1137 -> 1200,0 */
	reached0[1137] = 1;
	trans[0][1137]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1138]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1139]	= settr(1138,0,1200,3422,3422,"(((st==4)&&(6==3)))", 0, 2, 0); /* m: 1140 -> 1200,0 */
	reached0[1140] = 1;
	trans[0][1140]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1141]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][1142]	= settr(1141,0,1200,3423,3423,"(((st==3)&&(6==5)))", 0, 2, 0); /* m: 1143 -> 1200,0 */
	reached0[1143] = 1;
	trans[0][1143]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1144]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][1145]	= settr(1144,0,1200,3424,3424,"(((st==3)&&(6==4)))", 0, 2, 0); /* m: 1146 -> 1200,0 */
	reached0[1146] = 1;
	trans[0][1146]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1147]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1148]	= settr(1147,0,1200,3425,3425,"(((st==3)&&(6==3)))", 0, 2, 0); /* m: 1149 -> 1200,0 */
	reached0[1149] = 1;
	trans[0][1149]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1150]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][1151]	= settr(1150,0,1200,3426,3426,"(((st==2)&&(6==5)))", 0, 2, 0); /* m: 1152 -> 1200,0 */
	reached0[1152] = 1;
	trans[0][1152]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1153]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][1154]	= settr(1153,0,1200,3427,3427,"(((st==2)&&(6==4)))", 0, 2, 0); /* m: 1155 -> 1200,0 */
	reached0[1155] = 1;
	trans[0][1155]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1156]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1157]	= settr(1156,0,1200,3428,3428,"(((st==2)&&(6==3)))", 0, 2, 0); /* m: 1158 -> 1200,0 */
	reached0[1158] = 1;
	trans[0][1158]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1159]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][1160]	= settr(1159,0,1200,3429,3429,"(((st==1)&&(6==5)))", 0, 2, 0); /* m: 1161 -> 1200,0 */
	reached0[1161] = 1;
	trans[0][1161]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1162]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][1163]	= settr(1162,0,1200,3430,3430,"(((st==1)&&(6==4)))", 0, 2, 0); /* m: 1164 -> 1200,0 */
	reached0[1164] = 1;
	trans[0][1164]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1165]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][1166]	= settr(1165,0,1200,3431,3431,"(((st==1)&&(6==3)))", 0, 2, 0); /* m: 1167 -> 1200,0 */
	reached0[1167] = 1;
	trans[0][1167]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1168]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][1169]	= settr(1168,0,1178,3432,0,"(((st==1)&&(6==2)))", 0, 2, 0);
	T = trans[0][1178] = settr(1177,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1177,0,1170,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1177,0,1173,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1177,0,1176,0,0,"IF", 0, 2, 0);
	trans[0][1170]	= settr(1169,0,1200,3433,3433,"(group_intact)", 0, 2, 0); /* m: 1171 -> 1200,0 */
	reached0[1171] = 1;
	trans[0][1171]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1172]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][1179]	= settr(1178,0,1194,1,0,".(goto)", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1173]	= settr(1172,0,1200,3434,3434,"(!(group_intact))", 0, 2, 0); /* m: 1174 -> 1200,0 */
	reached0[1174] = 1;
	trans[0][1174]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1175]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][1176]	= settr(1175,0,1177,2,0,"else", 0, 2, 0);
	trans[0][1177]	= settr(1176,0,1200,3435,3435,"ok = 0", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1180]	= settr(1179,0,1200,3436,3436,"(((st==6)&&(6==1)))", 0, 2, 0); /* m: 1181 -> 1200,0 */
	reached0[1181] = 1;
	trans[0][1181]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1182]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][1183]	= settr(1182,0,1200,3437,3437,"(((st==2)&&(6==1)))", 0, 2, 0); /* m: 1184 -> 1200,0 */
	reached0[1184] = 1;
	trans[0][1184]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1185]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][1186]	= settr(1185,0,1200,3438,3438,"(((st==1)&&(6==1)))", 0, 2, 0); /* m: 1187 -> 1200,0 */
	reached0[1187] = 1;
	trans[0][1187]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1188]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][1189]	= settr(1188,0,1190,2,0,"else", 0, 2, 0);
	trans[0][1190]	= settr(1189,0,1200,3439,3439,"assert(0)", 0, 2, 0); /* m: 1194 -> 0,1200 */
	reached0[1194] = 1;
	trans[0][1194]	= settr(1193,0,1200,3440,3440,"i = 0", 0, 2, 0);
	trans[0][1201]	= settr(1200,0,1200,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1200] = settr(1199,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1199,0,1195,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1199,0,1198,0,0,"DO", 0, 2, 0);
	trans[0][1195]	= settr(1194,0,1196,3441,0,"((i<=(2-1)))", 0, 2, 0);
	trans[0][1196]	= settr(1195,0,1197,3442,0,"assert(((applied_att[i]==a)||rdead[i]))", 1, 2, 0);
	trans[0][1197]	= settr(1196,0,1200,3443,3443,"i = (i+1)", 0, 2, 0);
	trans[0][1198]	= settr(1197,0,1746,2,0,"else", 0, 2, 0);
	trans[0][1199]	= settr(1198,0,1746,1,0,"goto :b26", 0, 2, 0);
	trans[0][1202]	= settr(1201,0,1746,1,0,"break", 0, 2, 0);
	trans[0][1460]	= settr(1459,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1203]	= settr(1202,0,1204,2,0,"else", 0, 2, 0);
	trans[0][1204]	= settr(1203,0,1331,3444,0,"assert(((other_fault_att==a)||(all_uncertain_att==a)))", 1, 2, 0);
	T = trans[ 0][1331] = settr(1330,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1330,0,1205,0,0,"sub-sequence", 0, 2, 0);
	trans[0][1205]	= settr(1204,0,1329,3445,3445,"ok = 1", 0, 2, 0);
	T = trans[0][1329] = settr(1328,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1206,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1209,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1217,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1225,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1233,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1241,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1244,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1247,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1250,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1253,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1256,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1259,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1262,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1265,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1268,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1271,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1274,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1277,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1280,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1283,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1286,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1289,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1292,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1295,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1298,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1301,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1304,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1307,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1318,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1321,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1328,0,1324,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1328,0,1327,0,0,"IF", 0, 2, 0);
	trans[0][1206]	= settr(1205,0,1458,3446,3446,"(((st==7)&&(5==10)))", 0, 2, 0); /* m: 1207 -> 1458,0 */
	reached0[1207] = 1;
	trans[0][1207]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1208]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][1330]	= settr(1329,0,1458,1,0,".(goto)", 0, 2, 0);
	trans[0][1209]	= settr(1208,0,1215,3447,0,"(((st==6)&&(5==9)))", 0, 2, 0);
	T = trans[0][1215] = settr(1214,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1214,0,1210,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1214,0,1213,0,0,"IF", 0, 2, 0);
	trans[0][1210]	= settr(1209,0,1458,3448,3448,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1211 -> 1458,0 */
	reached0[1211] = 1;
	trans[0][1211]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1212]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1216]	= settr(1215,0,1458,1,0,".(goto)", 0, 2, 0);
	trans[0][1213]	= settr(1212,0,1214,2,0,"else", 0, 2, 0);
	trans[0][1214]	= settr(1213,0,1458,3449,3449,"ok = 0", 0, 2, 0);
	trans[0][1217]	= settr(1216,0,1223,3450,0,"(((st==2)&&(5==9)))", 0, 2, 0);
	T = trans[0][1223] = settr(1222,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1222,0,1218,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1222,0,1221,0,0,"IF", 0, 2, 0);
	trans[0][1218]	= settr(1217,0,1458,3451,3451,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1219 -> 1458,0 */
	reached0[1219] = 1;
	trans[0][1219]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1220]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1224]	= settr(1223,0,1458,1,0,".(goto)", 0, 2, 0);
	trans[0][1221]	= settr(1220,0,1222,2,0,"else", 0, 2, 0);
	trans[0][1222]	= settr(1221,0,1458,3452,3452,"ok = 0", 0, 2, 0);
	trans[0][1225]	= settr(1224,0,1231,3453,0,"(((st==5)&&(5==8)))", 0, 2, 0);
	T = trans[0][1231] = settr(1230,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1230,0,1226,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1230,0,1229,0,0,"IF", 0, 2, 0);
	trans[0][1226]	= settr(1225,0,1458,3454,3454,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 1227 -> 1458,0 */
	reached0[1227] = 1;
	trans[0][1227]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][1228]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][1232]	= settr(1231,0,1458,1,0,".(goto)", 0, 2, 0);
	trans[0][1229]	= settr(1228,0,1230,2,0,"else", 0, 2, 0);
	trans[0][1230]	= settr(1229,0,1458,3455,3455,"ok = 0", 0, 2, 0);
	trans[0][1233]	= settr(1232,0,1239,3456,0,"(((st==4)&&(5==7)))", 0, 2, 0);
	T = trans[0][1239] = settr(1238,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1238,0,1234,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1238,0,1237,0,0,"IF", 0, 2, 0);
	trans[0][1234]	= settr(1233,0,1458,3457,3457,"(all_buckets_confirmed)", 0, 2, 0); /* m: 1235 -> 1458,0 */
	reached0[1235] = 1;
	trans[0][1235]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][1236]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][1240]	= settr(1239,0,1458,1,0,".(goto)", 0, 2, 0);
	trans[0][1237]	= settr(1236,0,1238,2,0,"else", 0, 2, 0);
	trans[0][1238]	= settr(1237,0,1458,3458,3458,"ok = 0", 0, 2, 0);
	trans[0][1241]	= settr(1240,0,1458,3459,3459,"(((st==3)&&(5==6)))", 0, 2, 0); /* m: 1242 -> 1458,0 */
	reached0[1242] = 1;
	trans[0][1242]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][1243]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][1244]	= settr(1243,0,1458,3460,3460,"(((st==7)&&(5==5)))", 0, 2, 0); /* m: 1245 -> 1458,0 */
	reached0[1245] = 1;
	trans[0][1245]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1246]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][1247]	= settr(1246,0,1458,3461,3461,"(((st==7)&&(5==4)))", 0, 2, 0); /* m: 1248 -> 1458,0 */
	reached0[1248] = 1;
	trans[0][1248]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1249]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1250]	= settr(1249,0,1458,3462,3462,"(((st==7)&&(5==3)))", 0, 2, 0); /* m: 1251 -> 1458,0 */
	reached0[1251] = 1;
	trans[0][1251]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1252]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][1253]	= settr(1252,0,1458,3463,3463,"(((st==6)&&(5==5)))", 0, 2, 0); /* m: 1254 -> 1458,0 */
	reached0[1254] = 1;
	trans[0][1254]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1255]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][1256]	= settr(1255,0,1458,3464,3464,"(((st==6)&&(5==4)))", 0, 2, 0); /* m: 1257 -> 1458,0 */
	reached0[1257] = 1;
	trans[0][1257]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1258]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][1259]	= settr(1258,0,1458,3465,3465,"(((st==6)&&(5==3)))", 0, 2, 0); /* m: 1260 -> 1458,0 */
	reached0[1260] = 1;
	trans[0][1260]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1261]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][1262]	= settr(1261,0,1458,3466,3466,"(((st==5)&&(5==5)))", 0, 2, 0); /* m: 1263 -> 1458,0 */
	reached0[1263] = 1;
	trans[0][1263]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1264]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][1265]	= settr(1264,0,1458,3467,3467,"(((st==5)&&(5==4)))", 0, 2, 0); /* m: 1266 -> 1458,0 */
	reached0[1266] = 1;
	trans[0][1266]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1267]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][1268]	= settr(1267,0,1458,3468,3468,"(((st==5)&&(5==3)))", 0, 2, 0); /* m: 1269 -> 1458,0 */
	reached0[1269] = 1;
	trans[0][1269]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1270]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][1271]	= settr(1270,0,1458,3469,3469,"(((st==4)&&(5==5)))", 0, 2, 0); /* m: 1272 -> 1458,0 */
	reached0[1272] = 1;
	trans[0][1272]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1273]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][1274]	= settr(1273,0,1458,3470,3470,"(((st==4)&&(5==4)))", 0, 2, 0); /* m: 1275 -> 1458,0 */
	reached0[1275] = 1;
	trans[0][1275]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1276]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1277]	= settr(1276,0,1458,3471,3471,"(((st==4)&&(5==3)))", 0, 2, 0); /* m: 1278 -> 1458,0 */
	reached0[1278] = 1;
	trans[0][1278]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1279]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][1280]	= settr(1279,0,1458,3472,3472,"(((st==3)&&(5==5)))", 0, 2, 0); /* m: 1281 -> 1458,0 */
	reached0[1281] = 1;
	trans[0][1281]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1282]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][1283]	= settr(1282,0,1458,3473,3473,"(((st==3)&&(5==4)))", 0, 2, 0); /* m: 1284 -> 1458,0 */
	reached0[1284] = 1;
	trans[0][1284]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1285]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1286]	= settr(1285,0,1458,3474,3474,"(((st==3)&&(5==3)))", 0, 2, 0); /* m: 1287 -> 1458,0 */
	reached0[1287] = 1;
	trans[0][1287]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1288]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][1289]	= settr(1288,0,1458,3475,3475,"(((st==2)&&(5==5)))", 0, 2, 0); /* m: 1290 -> 1458,0 */
	reached0[1290] = 1;
	trans[0][1290]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1291]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][1292]	= settr(1291,0,1458,3476,3476,"(((st==2)&&(5==4)))", 0, 2, 0); /* m: 1293 -> 1458,0 */
	reached0[1293] = 1;
	trans[0][1293]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1294]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1295]	= settr(1294,0,1458,3477,3477,"(((st==2)&&(5==3)))", 0, 2, 0); /* m: 1296 -> 1458,0 */
	reached0[1296] = 1;
	trans[0][1296]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1297]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][1298]	= settr(1297,0,1458,3478,3478,"(((st==1)&&(5==5)))", 0, 2, 0); /* m: 1299 -> 1458,0 */
	reached0[1299] = 1;
	trans[0][1299]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1300]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][1301]	= settr(1300,0,1458,3479,3479,"(((st==1)&&(5==4)))", 0, 2, 0); /* m: 1302 -> 1458,0 */
	reached0[1302] = 1;
	trans[0][1302]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1303]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][1304]	= settr(1303,0,1458,3480,3480,"(((st==1)&&(5==3)))", 0, 2, 0); /* m: 1305 -> 1458,0 */
	reached0[1305] = 1;
	trans[0][1305]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1306]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][1307]	= settr(1306,0,1316,3481,0,"(((st==1)&&(5==2)))", 0, 2, 0);
	T = trans[0][1316] = settr(1315,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1315,0,1308,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1315,0,1311,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1315,0,1314,0,0,"IF", 0, 2, 0);
	trans[0][1308]	= settr(1307,0,1458,3482,3482,"(group_intact)", 0, 2, 0); /* m: 1309 -> 1458,0 */
	reached0[1309] = 1;
	trans[0][1309]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1310]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][1317]	= settr(1316,0,1458,1,0,".(goto)", 0, 2, 0);
	trans[0][1311]	= settr(1310,0,1458,3483,3483,"(!(group_intact))", 0, 2, 0); /* m: 1312 -> 1458,0 */
	reached0[1312] = 1;
	trans[0][1312]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1313]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][1314]	= settr(1313,0,1315,2,0,"else", 0, 2, 0);
	trans[0][1315]	= settr(1314,0,1458,3484,3484,"ok = 0", 0, 2, 0);
	trans[0][1318]	= settr(1317,0,1458,3485,3485,"(((st==6)&&(5==1)))", 0, 2, 0); /* m: 1319 -> 1458,0 */
	reached0[1319] = 1;
	trans[0][1319]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1320]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][1321]	= settr(1320,0,1458,3486,3486,"(((st==2)&&(5==1)))", 0, 2, 0); /* m: 1322 -> 1458,0 */
	reached0[1322] = 1;
	trans[0][1322]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1323]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][1324]	= settr(1323,0,1458,3487,3487,"(((st==1)&&(5==1)))", 0, 2, 0); /* m: 1325 -> 1458,0 */
	reached0[1325] = 1;
	trans[0][1325]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1326]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][1327]	= settr(1326,0,1328,2,0,"else", 0, 2, 0);
	trans[0][1328]	= settr(1327,0,1458,3488,0,"assert(0)", 0, 2, 0);
	T = trans[ 0][1458] = settr(1457,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1457,0,1332,0,0,"sub-sequence", 0, 2, 0);
	trans[0][1332]	= settr(1331,0,1456,3489,3489,"ok = 1", 0, 2, 0);
	T = trans[0][1456] = settr(1455,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1333,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1336,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1344,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1352,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1360,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1368,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1371,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1374,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1377,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1380,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1383,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1386,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1389,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1392,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1395,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1398,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1401,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1404,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1407,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1410,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1413,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1416,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1419,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1422,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1425,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1428,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1431,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1434,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1445,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1448,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1455,0,1451,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1455,0,1454,0,0,"IF", 0, 2, 0);
	trans[0][1333]	= settr(1332,0,1746,3490,3490,"(((st==7)&&(2==10)))", 0, 2, 0); /* m: 1334 -> 1746,0 */
	reached0[1334] = 1;
	trans[0][1334]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1335]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][1457]	= settr(1456,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1336]	= settr(1335,0,1342,3491,0,"(((st==6)&&(2==9)))", 0, 2, 0);
	T = trans[0][1342] = settr(1341,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1341,0,1337,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1341,0,1340,0,0,"IF", 0, 2, 0);
	trans[0][1337]	= settr(1336,0,1746,3492,3492,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1338 -> 1746,0 */
	reached0[1338] = 1;
	trans[0][1338]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1339]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1343]	= settr(1342,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1340]	= settr(1339,0,1341,2,0,"else", 0, 2, 0);
	trans[0][1341]	= settr(1340,0,1746,3493,3493,"ok = 0", 0, 2, 0);
	trans[0][1344]	= settr(1343,0,1350,3494,0,"(((st==2)&&(2==9)))", 0, 2, 0);
	T = trans[0][1350] = settr(1349,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1349,0,1345,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1349,0,1348,0,0,"IF", 0, 2, 0);
	trans[0][1345]	= settr(1344,0,1746,3495,3495,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1346 -> 1746,0 */
	reached0[1346] = 1;
	trans[0][1346]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1347]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1351]	= settr(1350,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1348]	= settr(1347,0,1349,2,0,"else", 0, 2, 0);
	trans[0][1349]	= settr(1348,0,1746,3496,3496,"ok = 0", 0, 2, 0);
	trans[0][1352]	= settr(1351,0,1358,3497,0,"(((st==5)&&(2==8)))", 0, 2, 0);
	T = trans[0][1358] = settr(1357,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1357,0,1353,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1357,0,1356,0,0,"IF", 0, 2, 0);
	trans[0][1353]	= settr(1352,0,1746,3498,3498,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 1354 -> 1746,0 */
	reached0[1354] = 1;
	trans[0][1354]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][1355]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][1359]	= settr(1358,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1356]	= settr(1355,0,1357,2,0,"else", 0, 2, 0);
	trans[0][1357]	= settr(1356,0,1746,3499,3499,"ok = 0", 0, 2, 0);
	trans[0][1360]	= settr(1359,0,1366,3500,0,"(((st==4)&&(2==7)))", 0, 2, 0);
	T = trans[0][1366] = settr(1365,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1365,0,1361,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1365,0,1364,0,0,"IF", 0, 2, 0);
	trans[0][1361]	= settr(1360,0,1746,3501,3501,"(all_buckets_confirmed)", 0, 2, 0); /* m: 1362 -> 1746,0 */
	reached0[1362] = 1;
	trans[0][1362]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][1363]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][1367]	= settr(1366,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1364]	= settr(1363,0,1365,2,0,"else", 0, 2, 0);
	trans[0][1365]	= settr(1364,0,1746,3502,3502,"ok = 0", 0, 2, 0);
	trans[0][1368]	= settr(1367,0,1746,3503,3503,"(((st==3)&&(2==6)))", 0, 2, 0); /* m: 1369 -> 1746,0 */
	reached0[1369] = 1;
	trans[0][1369]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][1370]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][1371]	= settr(1370,0,1746,3504,3504,"(((st==7)&&(2==5)))", 0, 2, 0); /* m: 1372 -> 1746,0 */
	reached0[1372] = 1;
	trans[0][1372]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1373]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][1374]	= settr(1373,0,1746,3505,3505,"(((st==7)&&(2==4)))", 0, 2, 0); /* m: 1375 -> 1746,0 */
	reached0[1375] = 1;
	trans[0][1375]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1376]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1377]	= settr(1376,0,1746,3506,3506,"(((st==7)&&(2==3)))", 0, 2, 0); /* m: 1378 -> 1746,0 */
	reached0[1378] = 1;
	trans[0][1378]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1379]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][1380]	= settr(1379,0,1746,3507,3507,"(((st==6)&&(2==5)))", 0, 2, 0); /* m: 1381 -> 1746,0 */
	reached0[1381] = 1;
	trans[0][1381]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1382]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][1383]	= settr(1382,0,1746,3508,3508,"(((st==6)&&(2==4)))", 0, 2, 0); /* m: 1384 -> 1746,0 */
	reached0[1384] = 1;
	trans[0][1384]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1385]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][1386]	= settr(1385,0,1746,3509,3509,"(((st==6)&&(2==3)))", 0, 2, 0); /* m: 1387 -> 1746,0 */
	reached0[1387] = 1;
	trans[0][1387]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1388]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][1389]	= settr(1388,0,1746,3510,3510,"(((st==5)&&(2==5)))", 0, 2, 0); /* m: 1390 -> 1746,0 */
	reached0[1390] = 1;
	trans[0][1390]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1391]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][1392]	= settr(1391,0,1746,3511,3511,"(((st==5)&&(2==4)))", 0, 2, 0); /* m: 1393 -> 1746,0 */
	reached0[1393] = 1;
	trans[0][1393]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1394]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][1395]	= settr(1394,0,1746,3512,3512,"(((st==5)&&(2==3)))", 0, 2, 0); /* m: 1396 -> 1746,0 */
	reached0[1396] = 1;
	trans[0][1396]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1397]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][1398]	= settr(1397,0,1746,3513,3513,"(((st==4)&&(2==5)))", 0, 2, 0); /* m: 1399 -> 1746,0 */
	reached0[1399] = 1;
	trans[0][1399]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1400]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][1401]	= settr(1400,0,1746,3514,3514,"(((st==4)&&(2==4)))", 0, 2, 0); /* m: 1402 -> 1746,0 */
	reached0[1402] = 1;
	trans[0][1402]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1403]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1404]	= settr(1403,0,1746,3515,3515,"(((st==4)&&(2==3)))", 0, 2, 0); /* m: 1405 -> 1746,0 */
	reached0[1405] = 1;
	trans[0][1405]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1406]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][1407]	= settr(1406,0,1746,3516,3516,"(((st==3)&&(2==5)))", 0, 2, 0); /* m: 1408 -> 1746,0 */
	reached0[1408] = 1;
	trans[0][1408]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1409]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][1410]	= settr(1409,0,1746,3517,3517,"(((st==3)&&(2==4)))", 0, 2, 0); /* m: 1411 -> 1746,0 */
	reached0[1411] = 1;
	trans[0][1411]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1412]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1413]	= settr(1412,0,1746,3518,3518,"(((st==3)&&(2==3)))", 0, 2, 0); /* m: 1414 -> 1746,0 */
	reached0[1414] = 1;
	trans[0][1414]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1415]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][1416]	= settr(1415,0,1746,3519,3519,"(((st==2)&&(2==5)))", 0, 2, 0); /* m: 1417 -> 1746,0 */
	reached0[1417] = 1;
	trans[0][1417]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1418]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][1419]	= settr(1418,0,1746,3520,3520,"(((st==2)&&(2==4)))", 0, 2, 0); /* m: 1420 -> 1746,0 */
	reached0[1420] = 1;
	trans[0][1420]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1421]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1422]	= settr(1421,0,1746,3521,3521,"(((st==2)&&(2==3)))", 0, 2, 0); /* m: 1423 -> 1746,0 */
	reached0[1423] = 1;
	trans[0][1423]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1424]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][1425]	= settr(1424,0,1746,3522,3522,"(((st==1)&&(2==5)))", 0, 2, 0); /* m: 1426 -> 1746,0 */
	reached0[1426] = 1;
	trans[0][1426]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1427]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][1428]	= settr(1427,0,1746,3523,3523,"(((st==1)&&(2==4)))", 0, 2, 0); /* m: 1429 -> 1746,0 */
	reached0[1429] = 1;
	trans[0][1429]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1430]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][1431]	= settr(1430,0,1746,3524,3524,"(((st==1)&&(2==3)))", 0, 2, 0); /* m: 1432 -> 1746,0 */
	reached0[1432] = 1;
	trans[0][1432]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1433]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][1434]	= settr(1433,0,1443,3525,0,"(((st==1)&&(2==2)))", 0, 2, 0);
	T = trans[0][1443] = settr(1442,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1442,0,1435,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1442,0,1438,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1442,0,1441,0,0,"IF", 0, 2, 0);
	trans[0][1435]	= settr(1434,0,1746,3526,3526,"(group_intact)", 0, 2, 0); /* m: 1436 -> 1746,0 */
	reached0[1436] = 1;
	trans[0][1436]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1437]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][1444]	= settr(1443,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1438]	= settr(1437,0,1746,3527,3527,"(!(group_intact))", 0, 2, 0); /* m: 1439 -> 1746,0 */
	reached0[1439] = 1;
	trans[0][1439]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1440]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][1441]	= settr(1440,0,1442,2,0,"else", 0, 2, 0);
	trans[0][1442]	= settr(1441,0,1746,3528,3528,"ok = 0", 0, 2, 0);
	trans[0][1445]	= settr(1444,0,1746,3529,3529,"(((st==6)&&(2==1)))", 0, 2, 0); /* m: 1446 -> 1746,0 */
	reached0[1446] = 1;
	trans[0][1446]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1447]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][1448]	= settr(1447,0,1746,3530,3530,"(((st==2)&&(2==1)))", 0, 2, 0); /* m: 1449 -> 1746,0 */
	reached0[1449] = 1;
	trans[0][1449]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1450]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][1451]	= settr(1450,0,1746,3531,3531,"(((st==1)&&(2==1)))", 0, 2, 0); /* m: 1452 -> 1746,0 */
	reached0[1452] = 1;
	trans[0][1452]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1453]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][1454]	= settr(1453,0,1455,2,0,"else", 0, 2, 0);
	trans[0][1455]	= settr(1454,0,1746,3532,0,"assert(0)", 0, 2, 0);
	trans[0][1461]	= settr(1460,0,1746,1,0,"goto next_attempt", 0, 2, 0);
	trans[0][1462]	= settr(1461,0,1463,3533,3533,"aborted_att = a", 1, 2, 0);
	trans[0][1463]	= settr(1462,0,1469,3534,3534,"i = 0", 0, 2, 0);
	trans[0][1470]	= settr(1469,0,1469,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1469] = settr(1468,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1468,0,1464,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1468,0,1467,0,0,"DO", 0, 2, 0);
	trans[0][1464]	= settr(1463,0,1465,3535,0,"((i<=(2-1)))", 0, 2, 0);
	trans[0][1465]	= settr(1464,0,1466,3536,0,"assert((applied_att[i]!=a))", 1, 2, 0);
	trans[0][1466]	= settr(1465,0,1469,3537,3537,"i = (i+1)", 0, 2, 0);
	trans[0][1467]	= settr(1466,0,1598,2,0,"else", 0, 2, 0);
	trans[0][1468]	= settr(1467,0,1598,1,0,"goto :b27", 0, 2, 0);
	trans[0][1471]	= settr(1470,0,1598,1,0,"break", 0, 2, 0);
	T = trans[ 0][1598] = settr(1597,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1597,0,1472,0,0,"sub-sequence", 0, 2, 0);
	trans[0][1472]	= settr(1471,0,1596,3538,3538,"ok = 1", 0, 2, 0);
	T = trans[0][1596] = settr(1595,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1473,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1476,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1484,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1492,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1500,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1508,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1511,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1514,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1517,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1520,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1523,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1526,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1529,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1532,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1535,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1538,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1541,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1544,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1547,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1550,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1553,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1556,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1559,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1562,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1565,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1568,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1571,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1574,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1585,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1588,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1595,0,1591,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1595,0,1594,0,0,"IF", 0, 2, 0);
	trans[0][1473]	= settr(1472,0,1618,3539,3539,"(((st==7)&&(5==10)))", 0, 2, 0); /* m: 1474 -> 1618,0 */
	reached0[1474] = 1;
	trans[0][1474]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1475]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][1597]	= settr(1596,0,1618,1,0,".(goto)", 0, 2, 0);
	trans[0][1476]	= settr(1475,0,1482,3540,0,"(((st==6)&&(5==9)))", 0, 2, 0);
	T = trans[0][1482] = settr(1481,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1481,0,1477,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1481,0,1480,0,0,"IF", 0, 2, 0);
	trans[0][1477]	= settr(1476,0,1618,3541,3541,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1478 -> 1618,0 */
	reached0[1478] = 1;
	trans[0][1478]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1479]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1483]	= settr(1482,0,1618,1,0,".(goto)", 0, 2, 0);
	trans[0][1480]	= settr(1479,0,1481,2,0,"else", 0, 2, 0);
	trans[0][1481]	= settr(1480,0,1618,3542,3542,"ok = 0", 0, 2, 0);
	trans[0][1484]	= settr(1483,0,1490,3543,0,"(((st==2)&&(5==9)))", 0, 2, 0);
	T = trans[0][1490] = settr(1489,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1489,0,1485,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1489,0,1488,0,0,"IF", 0, 2, 0);
	trans[0][1485]	= settr(1484,0,1618,3544,3544,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1486 -> 1618,0 */
	reached0[1486] = 1;
	trans[0][1486]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1487]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1491]	= settr(1490,0,1618,1,0,".(goto)", 0, 2, 0);
	trans[0][1488]	= settr(1487,0,1489,2,0,"else", 0, 2, 0);
	trans[0][1489]	= settr(1488,0,1618,3545,3545,"ok = 0", 0, 2, 0);
	trans[0][1492]	= settr(1491,0,1498,3546,0,"(((st==5)&&(5==8)))", 0, 2, 0);
	T = trans[0][1498] = settr(1497,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1497,0,1493,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1497,0,1496,0,0,"IF", 0, 2, 0);
	trans[0][1493]	= settr(1492,0,1618,3547,3547,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 1494 -> 1618,0 */
	reached0[1494] = 1;
	trans[0][1494]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][1495]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][1499]	= settr(1498,0,1618,1,0,".(goto)", 0, 2, 0);
	trans[0][1496]	= settr(1495,0,1497,2,0,"else", 0, 2, 0);
	trans[0][1497]	= settr(1496,0,1618,3548,3548,"ok = 0", 0, 2, 0);
	trans[0][1500]	= settr(1499,0,1506,3549,0,"(((st==4)&&(5==7)))", 0, 2, 0);
	T = trans[0][1506] = settr(1505,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1505,0,1501,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1505,0,1504,0,0,"IF", 0, 2, 0);
	trans[0][1501]	= settr(1500,0,1618,3550,3550,"(all_buckets_confirmed)", 0, 2, 0); /* m: 1502 -> 1618,0 */
	reached0[1502] = 1;
	trans[0][1502]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][1503]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][1507]	= settr(1506,0,1618,1,0,".(goto)", 0, 2, 0);
	trans[0][1504]	= settr(1503,0,1505,2,0,"else", 0, 2, 0);
	trans[0][1505]	= settr(1504,0,1618,3551,3551,"ok = 0", 0, 2, 0);
	trans[0][1508]	= settr(1507,0,1618,3552,3552,"(((st==3)&&(5==6)))", 0, 2, 0); /* m: 1509 -> 1618,0 */
	reached0[1509] = 1;
	trans[0][1509]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][1510]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][1511]	= settr(1510,0,1618,3553,3553,"(((st==7)&&(5==5)))", 0, 2, 0); /* m: 1512 -> 1618,0 */
	reached0[1512] = 1;
	trans[0][1512]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1513]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][1514]	= settr(1513,0,1618,3554,3554,"(((st==7)&&(5==4)))", 0, 2, 0); /* m: 1515 -> 1618,0 */
	reached0[1515] = 1;
	trans[0][1515]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1516]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1517]	= settr(1516,0,1618,3555,3555,"(((st==7)&&(5==3)))", 0, 2, 0); /* m: 1518 -> 1618,0 */
	reached0[1518] = 1;
	trans[0][1518]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1519]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][1520]	= settr(1519,0,1618,3556,3556,"(((st==6)&&(5==5)))", 0, 2, 0); /* m: 1521 -> 1618,0 */
	reached0[1521] = 1;
	trans[0][1521]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1522]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][1523]	= settr(1522,0,1618,3557,3557,"(((st==6)&&(5==4)))", 0, 2, 0); /* m: 1524 -> 1618,0 */
	reached0[1524] = 1;
	trans[0][1524]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1525]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][1526]	= settr(1525,0,1618,3558,3558,"(((st==6)&&(5==3)))", 0, 2, 0); /* m: 1527 -> 1618,0 */
	reached0[1527] = 1;
	trans[0][1527]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1528]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][1529]	= settr(1528,0,1618,3559,3559,"(((st==5)&&(5==5)))", 0, 2, 0); /* m: 1530 -> 1618,0 */
	reached0[1530] = 1;
	trans[0][1530]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1531]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][1532]	= settr(1531,0,1618,3560,3560,"(((st==5)&&(5==4)))", 0, 2, 0); /* m: 1533 -> 1618,0 */
	reached0[1533] = 1;
	trans[0][1533]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1534]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][1535]	= settr(1534,0,1618,3561,3561,"(((st==5)&&(5==3)))", 0, 2, 0); /* m: 1536 -> 1618,0 */
	reached0[1536] = 1;
	trans[0][1536]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1537]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][1538]	= settr(1537,0,1618,3562,3562,"(((st==4)&&(5==5)))", 0, 2, 0); /* m: 1539 -> 1618,0 */
	reached0[1539] = 1;
	trans[0][1539]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1540]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][1541]	= settr(1540,0,1618,3563,3563,"(((st==4)&&(5==4)))", 0, 2, 0); /* m: 1542 -> 1618,0 */
	reached0[1542] = 1;
	trans[0][1542]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1543]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1544]	= settr(1543,0,1618,3564,3564,"(((st==4)&&(5==3)))", 0, 2, 0); /* m: 1545 -> 1618,0 */
	reached0[1545] = 1;
	trans[0][1545]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1546]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][1547]	= settr(1546,0,1618,3565,3565,"(((st==3)&&(5==5)))", 0, 2, 0); /* m: 1548 -> 1618,0 */
	reached0[1548] = 1;
	trans[0][1548]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1549]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][1550]	= settr(1549,0,1618,3566,3566,"(((st==3)&&(5==4)))", 0, 2, 0); /* m: 1551 -> 1618,0 */
	reached0[1551] = 1;
	trans[0][1551]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1552]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1553]	= settr(1552,0,1618,3567,3567,"(((st==3)&&(5==3)))", 0, 2, 0); /* m: 1554 -> 1618,0 */
	reached0[1554] = 1;
	trans[0][1554]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1555]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][1556]	= settr(1555,0,1618,3568,3568,"(((st==2)&&(5==5)))", 0, 2, 0); /* m: 1557 -> 1618,0 */
	reached0[1557] = 1;
	trans[0][1557]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1558]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][1559]	= settr(1558,0,1618,3569,3569,"(((st==2)&&(5==4)))", 0, 2, 0); /* m: 1560 -> 1618,0 */
	reached0[1560] = 1;
	trans[0][1560]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1561]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1562]	= settr(1561,0,1618,3570,3570,"(((st==2)&&(5==3)))", 0, 2, 0); /* m: 1563 -> 1618,0 */
	reached0[1563] = 1;
	trans[0][1563]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1564]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][1565]	= settr(1564,0,1618,3571,3571,"(((st==1)&&(5==5)))", 0, 2, 0); /* m: 1566 -> 1618,0 */
	reached0[1566] = 1;
	trans[0][1566]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1567]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][1568]	= settr(1567,0,1618,3572,3572,"(((st==1)&&(5==4)))", 0, 2, 0); /* m: 1569 -> 1618,0 */
	reached0[1569] = 1;
	trans[0][1569]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1570]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][1571]	= settr(1570,0,1618,3573,3573,"(((st==1)&&(5==3)))", 0, 2, 0); /* m: 1572 -> 1618,0 */
	reached0[1572] = 1;
	trans[0][1572]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1573]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][1574]	= settr(1573,0,1583,3574,0,"(((st==1)&&(5==2)))", 0, 2, 0);
	T = trans[0][1583] = settr(1582,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1582,0,1575,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1582,0,1578,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1582,0,1581,0,0,"IF", 0, 2, 0);
	trans[0][1575]	= settr(1574,0,1618,3575,3575,"(group_intact)", 0, 2, 0); /* m: 1576 -> 1618,0 */
	reached0[1576] = 1;
	trans[0][1576]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1577]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][1584]	= settr(1583,0,1618,1,0,".(goto)", 0, 2, 0);
	trans[0][1578]	= settr(1577,0,1618,3576,3576,"(!(group_intact))", 0, 2, 0); /* m: 1579 -> 1618,0 */
	reached0[1579] = 1;
	trans[0][1579]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1580]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][1581]	= settr(1580,0,1582,2,0,"else", 0, 2, 0);
	trans[0][1582]	= settr(1581,0,1618,3577,3577,"ok = 0", 0, 2, 0);
	trans[0][1585]	= settr(1584,0,1618,3578,3578,"(((st==6)&&(5==1)))", 0, 2, 0); /* m: 1586 -> 1618,0 */
	reached0[1586] = 1;
	trans[0][1586]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1587]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][1588]	= settr(1587,0,1618,3579,3579,"(((st==2)&&(5==1)))", 0, 2, 0); /* m: 1589 -> 1618,0 */
	reached0[1589] = 1;
	trans[0][1589]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1590]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][1591]	= settr(1590,0,1618,3580,3580,"(((st==1)&&(5==1)))", 0, 2, 0); /* m: 1592 -> 1618,0 */
	reached0[1592] = 1;
	trans[0][1592]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1593]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][1594]	= settr(1593,0,1595,2,0,"else", 0, 2, 0);
	trans[0][1595]	= settr(1594,0,1618,3581,0,"assert(0)", 0, 2, 0);
	T = trans[ 0][1618] = settr(1617,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1617,0,1599,0,0,"sub-sequence", 0, 2, 0);
	trans[0][1599]	= settr(1598,0,1615,3582,3582,"i = 0", 0, 2, 0);
	trans[0][1616]	= settr(1615,0,1615,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1615] = settr(1614,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1614,0,1600,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1614,0,1613,0,0,"DO", 0, 2, 0);
	trans[0][1600]	= settr(1599,0,1611,3583,0,"((i<=(2-1)))", 0, 2, 0);
	T = trans[ 0][1611] = settr(1610,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1610,0,1609,0,0,"sub-sequence", 0, 2, 0);
	T = trans[0][1609] = settr(1608,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1608,0,1601,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1608,0,1603,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1608,0,1607,0,0,"IF", 0, 2, 0);
	trans[0][1601]	= settr(1600,0,1602,3584,0,"((rdead[i]||full(ctl[i])))", 1, 1503, 0);
	trans[0][1602]	= settr(1601,0,1615,3585,3585,"(1)", 0, 2, 0); /* m: 1612 -> 1615,0 */
	reached0[1612] = 1;
	trans[0][1610]	= settr(1609,0,1612,1,0,".(goto)", 0, 2, 0); /* m: 1612 -> 0,1615 */
	reached0[1612] = 1;
	trans[0][1603]	= settr(1602,0,1604,3586,0,"((!(rdead[i])&&(faults<2)))", 1, 2, 0);
	trans[0][1604]	= settr(1603,0,1605,3587,3587,"faults = (faults+1)", 1, 2, 0);
	trans[0][1605]	= settr(1604,0,1606,3588,3588,"other_fault_att = a", 1, 2, 0);
	trans[0][1606]	= settr(1605,0,1615,3589,3589,"printf('fault: a message (attempt %d) to receiver %d is lost\\n',a,i)", 0, 2, 0); /* m: 1612 -> 0,1615 */
	reached0[1612] = 1;
	trans[0][1607]	= settr(1606,0,1608,3590,0,"((!(rdead[i])&&nfull(ctl[i])))", 1, 3, 0);
	trans[0][1608]	= settr(1607,0,1612,3591,3591,"ctl[i]!8,a", 1, 3, 0);
	trans[0][1612]	= settr(1611,0,1615,3592,3592,"i = (i+1)", 0, 2, 0);
	trans[0][1613]	= settr(1612,0,1745,2,0,"else", 0, 2, 0);
	trans[0][1614]	= settr(1613,0,1745,1,0,"goto :b28", 0, 2, 0);
	trans[0][1617]	= settr(1616,0,1745,1,0,"break", 0, 2, 0);
	T = trans[ 0][1745] = settr(1744,0,0,0,0,"sub-sequence", 0, 2, 0);
	T->nxt	= settr(1744,0,1619,0,0,"sub-sequence", 0, 2, 0);
	trans[0][1619]	= settr(1618,0,1743,3593,3593,"ok = 1", 0, 2, 0);
	T = trans[0][1743] = settr(1742,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1620,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1623,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1631,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1639,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1647,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1655,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1658,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1661,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1664,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1667,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1670,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1673,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1676,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1679,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1682,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1685,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1688,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1691,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1694,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1697,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1700,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1703,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1706,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1709,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1712,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1715,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1718,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1721,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1732,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1735,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1742,0,1738,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1742,0,1741,0,0,"IF", 0, 2, 0);
	trans[0][1620]	= settr(1619,0,1746,3594,3594,"(((st==7)&&(2==10)))", 0, 2, 0); /* m: 1621 -> 1746,0 */
	reached0[1621] = 1;
	trans[0][1621]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1622]	= settr(0,0,0,0,0,"printf('sender: IDLE --join_group--> GROUP_READY\\n')",0,0,0);
	trans[0][1744]	= settr(1743,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1623]	= settr(1622,0,1629,3595,0,"(((st==6)&&(2==9)))", 0, 2, 0);
	T = trans[0][1629] = settr(1628,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1628,0,1624,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1628,0,1627,0,0,"IF", 0, 2, 0);
	trans[0][1624]	= settr(1623,0,1746,3596,3596,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1625 -> 1746,0 */
	reached0[1625] = 1;
	trans[0][1625]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1626]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1630]	= settr(1629,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1627]	= settr(1626,0,1628,2,0,"else", 0, 2, 0);
	trans[0][1628]	= settr(1627,0,1746,3597,3597,"ok = 0", 0, 2, 0);
	trans[0][1631]	= settr(1630,0,1637,3598,0,"(((st==2)&&(2==9)))", 0, 2, 0);
	T = trans[0][1637] = settr(1636,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1636,0,1632,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1636,0,1635,0,0,"IF", 0, 2, 0);
	trans[0][1632]	= settr(1631,0,1746,3599,3599,"(all_endpoints_prepared)", 0, 2, 0); /* m: 1633 -> 1746,0 */
	reached0[1633] = 1;
	trans[0][1633]	= settr(0,0,0,0,0,"st = 5",0,0,0);
	trans[0][1634]	= settr(0,0,0,0,0,"printf('sender: DONE --prepare--> PREPARED\\n')",0,0,0);
	trans[0][1638]	= settr(1637,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1635]	= settr(1634,0,1636,2,0,"else", 0, 2, 0);
	trans[0][1636]	= settr(1635,0,1746,3600,3600,"ok = 0", 0, 2, 0);
	trans[0][1639]	= settr(1638,0,1645,3601,0,"(((st==5)&&(2==8)))", 0, 2, 0);
	T = trans[0][1645] = settr(1644,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1644,0,1640,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1644,0,1643,0,0,"IF", 0, 2, 0);
	trans[0][1640]	= settr(1639,0,1746,3602,3602,"((all_endpoints_prepared&&probe_ok))", 0, 2, 0); /* m: 1641 -> 1746,0 */
	reached0[1641] = 1;
	trans[0][1641]	= settr(0,0,0,0,0,"st = 4",0,0,0);
	trans[0][1642]	= settr(0,0,0,0,0,"printf('sender: PREPARED --begin_transfer--> RECEIVING\\n')",0,0,0);
	trans[0][1646]	= settr(1645,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1643]	= settr(1642,0,1644,2,0,"else", 0, 2, 0);
	trans[0][1644]	= settr(1643,0,1746,3603,3603,"ok = 0", 0, 2, 0);
	trans[0][1647]	= settr(1646,0,1653,3604,0,"(((st==4)&&(2==7)))", 0, 2, 0);
	T = trans[0][1653] = settr(1652,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1652,0,1648,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1652,0,1651,0,0,"IF", 0, 2, 0);
	trans[0][1648]	= settr(1647,0,1746,3605,3605,"(all_buckets_confirmed)", 0, 2, 0); /* m: 1649 -> 1746,0 */
	reached0[1649] = 1;
	trans[0][1649]	= settr(0,0,0,0,0,"st = 3",0,0,0);
	trans[0][1650]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --vote_passed--> APPLYING\\n')",0,0,0);
	trans[0][1654]	= settr(1653,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1651]	= settr(1650,0,1652,2,0,"else", 0, 2, 0);
	trans[0][1652]	= settr(1651,0,1746,3606,3606,"ok = 0", 0, 2, 0);
	trans[0][1655]	= settr(1654,0,1746,3607,3607,"(((st==3)&&(2==6)))", 0, 2, 0); /* m: 1656 -> 1746,0 */
	reached0[1656] = 1;
	trans[0][1656]	= settr(0,0,0,0,0,"st = 2",0,0,0);
	trans[0][1657]	= settr(0,0,0,0,0,"printf('sender: APPLYING --applied--> DONE\\n')",0,0,0);
	trans[0][1658]	= settr(1657,0,1746,3608,3608,"(((st==7)&&(2==5)))", 0, 2, 0); /* m: 1659 -> 1746,0 */
	reached0[1659] = 1;
	trans[0][1659]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1660]	= settr(0,0,0,0,0,"printf('sender: IDLE --fail--> ERROR\\n')",0,0,0);
	trans[0][1661]	= settr(1660,0,1746,3609,3609,"(((st==7)&&(2==4)))", 0, 2, 0); /* m: 1662 -> 1746,0 */
	reached0[1662] = 1;
	trans[0][1662]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1663]	= settr(0,0,0,0,0,"printf('sender: IDLE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1664]	= settr(1663,0,1746,3610,3610,"(((st==7)&&(2==3)))", 0, 2, 0); /* m: 1665 -> 1746,0 */
	reached0[1665] = 1;
	trans[0][1665]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1666]	= settr(0,0,0,0,0,"printf('sender: IDLE --abort--> ERROR\\n')",0,0,0);
	trans[0][1667]	= settr(1666,0,1746,3611,3611,"(((st==6)&&(2==5)))", 0, 2, 0); /* m: 1668 -> 1746,0 */
	reached0[1668] = 1;
	trans[0][1668]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1669]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --fail--> ERROR\\n')",0,0,0);
	trans[0][1670]	= settr(1669,0,1746,3612,3612,"(((st==6)&&(2==4)))", 0, 2, 0); /* m: 1671 -> 1746,0 */
	reached0[1671] = 1;
	trans[0][1671]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1672]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --timeout--> ERROR\\n')",0,0,0);
	trans[0][1673]	= settr(1672,0,1746,3613,3613,"(((st==6)&&(2==3)))", 0, 2, 0); /* m: 1674 -> 1746,0 */
	reached0[1674] = 1;
	trans[0][1674]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1675]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --abort--> ERROR\\n')",0,0,0);
	trans[0][1676]	= settr(1675,0,1746,3614,3614,"(((st==5)&&(2==5)))", 0, 2, 0); /* m: 1677 -> 1746,0 */
	reached0[1677] = 1;
	trans[0][1677]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1678]	= settr(0,0,0,0,0,"printf('sender: PREPARED --fail--> ERROR\\n')",0,0,0);
	trans[0][1679]	= settr(1678,0,1746,3615,3615,"(((st==5)&&(2==4)))", 0, 2, 0); /* m: 1680 -> 1746,0 */
	reached0[1680] = 1;
	trans[0][1680]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1681]	= settr(0,0,0,0,0,"printf('sender: PREPARED --timeout--> ERROR\\n')",0,0,0);
	trans[0][1682]	= settr(1681,0,1746,3616,3616,"(((st==5)&&(2==3)))", 0, 2, 0); /* m: 1683 -> 1746,0 */
	reached0[1683] = 1;
	trans[0][1683]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1684]	= settr(0,0,0,0,0,"printf('sender: PREPARED --abort--> ERROR\\n')",0,0,0);
	trans[0][1685]	= settr(1684,0,1746,3617,3617,"(((st==4)&&(2==5)))", 0, 2, 0); /* m: 1686 -> 1746,0 */
	reached0[1686] = 1;
	trans[0][1686]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1687]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --fail--> ERROR\\n')",0,0,0);
	trans[0][1688]	= settr(1687,0,1746,3618,3618,"(((st==4)&&(2==4)))", 0, 2, 0); /* m: 1689 -> 1746,0 */
	reached0[1689] = 1;
	trans[0][1689]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1690]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1691]	= settr(1690,0,1746,3619,3619,"(((st==4)&&(2==3)))", 0, 2, 0); /* m: 1692 -> 1746,0 */
	reached0[1692] = 1;
	trans[0][1692]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1693]	= settr(0,0,0,0,0,"printf('sender: RECEIVING --abort--> ERROR\\n')",0,0,0);
	trans[0][1694]	= settr(1693,0,1746,3620,3620,"(((st==3)&&(2==5)))", 0, 2, 0); /* m: 1695 -> 1746,0 */
	reached0[1695] = 1;
	trans[0][1695]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1696]	= settr(0,0,0,0,0,"printf('sender: APPLYING --fail--> ERROR\\n')",0,0,0);
	trans[0][1697]	= settr(1696,0,1746,3621,3621,"(((st==3)&&(2==4)))", 0, 2, 0); /* m: 1698 -> 1746,0 */
	reached0[1698] = 1;
	trans[0][1698]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1699]	= settr(0,0,0,0,0,"printf('sender: APPLYING --timeout--> ERROR\\n')",0,0,0);
	trans[0][1700]	= settr(1699,0,1746,3622,3622,"(((st==3)&&(2==3)))", 0, 2, 0); /* m: 1701 -> 1746,0 */
	reached0[1701] = 1;
	trans[0][1701]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1702]	= settr(0,0,0,0,0,"printf('sender: APPLYING --abort--> ERROR\\n')",0,0,0);
	trans[0][1703]	= settr(1702,0,1746,3623,3623,"(((st==2)&&(2==5)))", 0, 2, 0); /* m: 1704 -> 1746,0 */
	reached0[1704] = 1;
	trans[0][1704]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1705]	= settr(0,0,0,0,0,"printf('sender: DONE --fail--> ERROR\\n')",0,0,0);
	trans[0][1706]	= settr(1705,0,1746,3624,3624,"(((st==2)&&(2==4)))", 0, 2, 0); /* m: 1707 -> 1746,0 */
	reached0[1707] = 1;
	trans[0][1707]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1708]	= settr(0,0,0,0,0,"printf('sender: DONE --timeout--> ERROR\\n')",0,0,0);
	trans[0][1709]	= settr(1708,0,1746,3625,3625,"(((st==2)&&(2==3)))", 0, 2, 0); /* m: 1710 -> 1746,0 */
	reached0[1710] = 1;
	trans[0][1710]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1711]	= settr(0,0,0,0,0,"printf('sender: DONE --abort--> ERROR\\n')",0,0,0);
	trans[0][1712]	= settr(1711,0,1746,3626,3626,"(((st==1)&&(2==5)))", 0, 2, 0); /* m: 1713 -> 1746,0 */
	reached0[1713] = 1;
	trans[0][1713]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1714]	= settr(0,0,0,0,0,"printf('sender: ERROR --fail--> ERROR\\n')",0,0,0);
	trans[0][1715]	= settr(1714,0,1746,3627,3627,"(((st==1)&&(2==4)))", 0, 2, 0); /* m: 1716 -> 1746,0 */
	reached0[1716] = 1;
	trans[0][1716]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1717]	= settr(0,0,0,0,0,"printf('sender: ERROR --timeout--> ERROR\\n')",0,0,0);
	trans[0][1718]	= settr(1717,0,1746,3628,3628,"(((st==1)&&(2==3)))", 0, 2, 0); /* m: 1719 -> 1746,0 */
	reached0[1719] = 1;
	trans[0][1719]	= settr(0,0,0,0,0,"st = 1",0,0,0);
	trans[0][1720]	= settr(0,0,0,0,0,"printf('sender: ERROR --abort--> ERROR\\n')",0,0,0);
	trans[0][1721]	= settr(1720,0,1730,3629,0,"(((st==1)&&(2==2)))", 0, 2, 0);
	T = trans[0][1730] = settr(1729,0,0,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1729,0,1722,0,0,"IF", 0, 2, 0);
	T = T->nxt	= settr(1729,0,1725,0,0,"IF", 0, 2, 0);
	    T->nxt	= settr(1729,0,1728,0,0,"IF", 0, 2, 0);
	trans[0][1722]	= settr(1721,0,1746,3630,3630,"(group_intact)", 0, 2, 0); /* m: 1723 -> 1746,0 */
	reached0[1723] = 1;
	trans[0][1723]	= settr(0,0,0,0,0,"st = 6",0,0,0);
	trans[0][1724]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> GROUP_READY\\n')",0,0,0);
	trans[0][1731]	= settr(1730,0,1746,1,0,".(goto)", 0, 2, 0);
	trans[0][1725]	= settr(1724,0,1746,3631,3631,"(!(group_intact))", 0, 2, 0); /* m: 1726 -> 1746,0 */
	reached0[1726] = 1;
	trans[0][1726]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1727]	= settr(0,0,0,0,0,"printf('sender: ERROR --rollback--> IDLE\\n')",0,0,0);
	trans[0][1728]	= settr(1727,0,1729,2,0,"else", 0, 2, 0);
	trans[0][1729]	= settr(1728,0,1746,3632,3632,"ok = 0", 0, 2, 0);
	trans[0][1732]	= settr(1731,0,1746,3633,3633,"(((st==6)&&(2==1)))", 0, 2, 0); /* m: 1733 -> 1746,0 */
	reached0[1733] = 1;
	trans[0][1733]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1734]	= settr(0,0,0,0,0,"printf('sender: GROUP_READY --destroy--> IDLE\\n')",0,0,0);
	trans[0][1735]	= settr(1734,0,1746,3634,3634,"(((st==2)&&(2==1)))", 0, 2, 0); /* m: 1736 -> 1746,0 */
	reached0[1736] = 1;
	trans[0][1736]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1737]	= settr(0,0,0,0,0,"printf('sender: DONE --destroy--> IDLE\\n')",0,0,0);
	trans[0][1738]	= settr(1737,0,1746,3635,3635,"(((st==1)&&(2==1)))", 0, 2, 0); /* m: 1739 -> 1746,0 */
	reached0[1739] = 1;
	trans[0][1739]	= settr(0,0,0,0,0,"st = 7",0,0,0);
	trans[0][1740]	= settr(0,0,0,0,0,"printf('sender: ERROR --destroy--> IDLE\\n')",0,0,0);
	trans[0][1741]	= settr(1740,0,1742,2,0,"else", 0, 2, 0);
	trans[0][1742]	= settr(1741,0,1746,3636,0,"assert(0)", 0, 2, 0);
	trans[0][1746]	= settr(1745,0,1747,1,0,"(1)", 0, 2, 0);
	trans[0][1749]	= settr(1748,0,1750,1,0,"break", 0, 2, 0);
	trans[0][1750]	= settr(1749,0,1753,3637,3637,"sender_over = 1", 1, 2, 0);
	trans[0][1751]	= settr(1750,0,1753,1,0,"goto sender_end", 0, 2, 0);
	trans[0][1752]	= settr(1751,0,1753,3638,3638,"sender_over = 1", 1, 2, 0);
	trans[0][1753]	= settr(1752,0,1754,1,0,"(1)", 0, 2, 0);
	trans[0][1754]	= settr(1753,0,0,3639,3639,"-end-", 0, 3500, 0);
	/* np_ demon: */
	trans[_NP_] = (Trans **) emalloc(3*sizeof(Trans *));
	T = trans[_NP_][0] = settr(9997,0,1,_T5,0,"(np_)", 1,2,0);
	    T->nxt	  = settr(9998,0,0,_T2,0,"(1)",   0,2,0);
	T = trans[_NP_][1] = settr(9999,0,1,_T5,0,"(np_)", 1,2,0);
}

Trans *
settr(	int t_id, int a, int b, int c, int d,
	char *t, int g, int tpe0, int tpe1)
{	Trans *tmp = (Trans *) emalloc(sizeof(Trans));

	tmp->atom  = a&(6|32);	/* only (2|8|32) have meaning */
	if (!g) tmp->atom |= 8;	/* no global references */
	tmp->st    = b;
	tmp->tpe[0] = tpe0;
	tmp->tpe[1] = tpe1;
	tmp->tp    = t;
	tmp->t_id  = t_id;
	tmp->forw  = c;
	tmp->back  = d;
	return tmp;
}

Trans *
cpytr(Trans *a)
{	Trans *tmp = (Trans *) emalloc(sizeof(Trans));

	int i;
	tmp->atom  = a->atom;
	tmp->st    = a->st;
#ifdef HAS_UNLESS
	tmp->e_trans = a->e_trans;
	for (i = 0; i < HAS_UNLESS; i++)
		tmp->escp[i] = a->escp[i];
#endif
	tmp->tpe[0] = a->tpe[0];
	tmp->tpe[1] = a->tpe[1];
	for (i = 0; i < 6; i++)
	{	tmp->qu[i] = a->qu[i];
		tmp->ty[i] = a->ty[i];
	}
	tmp->tp    = (char *) emalloc(strlen(a->tp)+1);
	strcpy(tmp->tp, a->tp);
	tmp->t_id  = a->t_id;
	tmp->forw  = a->forw;
	tmp->back  = a->back;
	return tmp;
}

#ifndef NOREDUCE
int
srinc_set(int n)
{	if (n <= 2) return LOCAL;
	if (n <= 2+  DELTA) return Q_FULL_F; /* 's' or nfull  */
	if (n <= 2+2*DELTA) return Q_EMPT_F; /* 'r' or nempty */
	if (n <= 2+3*DELTA) return Q_EMPT_T; /* empty */
	if (n <= 2+4*DELTA) return Q_FULL_T; /* full  */
	if (n ==   5*DELTA) return GLOBAL;
	if (n ==   6*DELTA) return TIMEOUT_F;
	if (n ==   7*DELTA) return ALPHA_F;
	Uerror("cannot happen srinc_class");
	return BAD;
}
int
srunc(int n, int m)
{	switch(m) {
	case Q_FULL_F: return n-2;
	case Q_EMPT_F: return n-2-DELTA;
	case Q_EMPT_T: return n-2-2*DELTA;
	case Q_FULL_T: return n-2-3*DELTA;
	case ALPHA_F:
	case TIMEOUT_F: return 257; /* non-zero, and > MAXQ */
	}
	Uerror("cannot happen srunc");
	return 0;
}
#endif
int cnt;
#ifdef HAS_UNLESS
int
isthere(Trans *a, int b)
{	Trans *t;
	for (t = a; t; t = t->nxt)
		if (t->t_id == b)
			return 1;
	return 0;
}
#endif
#ifndef NOREDUCE
int
mark_safety(Trans *t) /* for conditional safety */
{	int g = 0, i, j, k;

	if (!t) return 0;
	if (t->qu[0])
		return (t->qu[1])?2:1;	/* marked */

	for (i = 0; i < 2; i++)
	{	j = srinc_set(t->tpe[i]);
		if (j >= GLOBAL && j != ALPHA_F)
			return -1;
		if (j != LOCAL)
		{	k = srunc(t->tpe[i], j);
			if (g == 0
			||  t->qu[0] != k
			||  t->ty[0] != j)
			{	t->qu[g] = k;
				t->ty[g] = j;
				g++;
	}	}	}
	return g;
}
#endif
void
retrans(int n, int m, int is, short srcln[], uchar reach[], uchar lpstate[])
	/* process n, with m states, is=initial state */
{	Trans *T0, *T1, *T2, *T3;
	Trans *T4, *T5; /* t_reverse or has_unless */
	int i;
#if defined(HAS_UNLESS) || !defined(NOREDUCE)
	int k;
#endif
#ifndef NOREDUCE
	int g, h, j, aa;
#endif
#ifdef HAS_UNLESS
	int p;
#endif
	if (state_tables >= 4)
	{	printf("STEP 1 %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
		return;
	}
	do {
		for (i = 1, cnt = 0; i < m; i++)
		{	T2 = trans[n][i];
			T1 = T2?T2->nxt:(Trans *)0;
/* prescan: */		for (T0 = T1; T0; T0 = T0->nxt)
/* choice in choice */	{	if (T0->st && trans[n][T0->st]
				&&  trans[n][T0->st]->nxt)
					break;
			}
#if 0
		if (T0)
		printf("\tstate %d / %d: choice in choice\n",
		i, T0->st);
#endif
			if (T0)
			for (T0 = T1; T0; T0 = T0->nxt)
			{	T3 = trans[n][T0->st];
				if (!T3->nxt)
				{	T2->nxt = cpytr(T0);
					T2 = T2->nxt;
					imed(T2, T0->st, n, i);
					continue;
				}
				do {	T3 = T3->nxt;
					T2->nxt = cpytr(T3);
					T2 = T2->nxt;
					imed(T2, T0->st, n, i);
				} while (T3->nxt);
				cnt++;
			}
		}
	} while (cnt);
	if (state_tables >= 3)
	{	printf("STEP 2 %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
		return;
	}
	for (i = 1; i < m; i++)
	{	if (trans[n][i] && trans[n][i]->nxt) /* optimize */
		{	T1 = trans[n][i]->nxt;
#if 0
			printf("\t\tpull %d (%d) to %d\n",
			T1->st, T1->forw, i);
#endif
			srcln[i] = srcln[T1->st];	/* Oyvind Teig, 5.2.0 */

			if (!trans[n][T1->st]) continue;
			T0 = cpytr(trans[n][T1->st]);
			trans[n][i] = T0;
			reach[T1->st] = 1;
			imed(T0, T1->st, n, i);
			for (T1 = T1->nxt; T1; T1 = T1->nxt)
			{
#if 0
			printf("\t\tpull %d (%d) to %d\n",
				T1->st, T1->forw, i);
#endif
		/*		srcln[i] = srcln[T1->st];  gh: not useful */
				if (!trans[n][T1->st]) continue;
				T0->nxt = cpytr(trans[n][T1->st]);
				T0 = T0->nxt;
				reach[T1->st] = 1;
				imed(T0, T1->st, n, i);
	}	}	}
	if (state_tables >= 2)
	{	printf("STEP 3 %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
		return;
	}
#ifdef HAS_UNLESS
	for (i = 1; i < m; i++)
	{	if (!trans[n][i]) continue;
		/* check for each state i if an
		 * escape to some state p is defined
		 * if so, copy and mark p's transitions
		 * and prepend them to the transition-
		 * list of state i
		 */
	 if (!like_java) /* the default */
	 {	for (T0 = trans[n][i]; T0; T0 = T0->nxt)
		for (k = HAS_UNLESS-1; k >= 0; k--)
		{	if (p = T0->escp[k])
			for (T1 = trans[n][p]; T1; T1 = T1->nxt)
			{	if (isthere(trans[n][i], T1->t_id))
					continue;
				T2 = cpytr(T1);
				T2->e_trans = p;
				T2->nxt = trans[n][i];
				trans[n][i] = T2;
		}	}
	 } else /* outermost unless checked first */
	 {	T4 = T3 = (Trans *) 0;
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
		for (k = HAS_UNLESS-1; k >= 0; k--)
		{	if (p = T0->escp[k])
			for (T1 = trans[n][p]; T1; T1 = T1->nxt)
			{	if (isthere(trans[n][i], T1->t_id))
					continue;
				T2 = cpytr(T1);
				T2->nxt = (Trans *) 0;
				T2->e_trans = p;
				if (T3)	T3->nxt = T2;
				else	T4 = T2;
				T3 = T2;
		}	}
		if (T4)
		{	T3->nxt = trans[n][i];
			trans[n][i] = T4;
		}
	 }
	}
#endif
#ifndef NOREDUCE
	for (i = 1; i < m; i++)
	{	if (a_cycles)
		{ /* moves through these states are visible */
	#if PROG_LAB>0 && defined(HAS_NP)
			if (progstate[n][i])
				goto degrade;
			for (T1 = trans[n][i]; T1; T1 = T1->nxt)
				if (progstate[n][T1->st])
					goto degrade;
	#endif
			if (accpstate[n][i] || visstate[n][i])
				goto degrade;
			for (T1 = trans[n][i]; T1; T1 = T1->nxt)
				if (accpstate[n][T1->st])
					goto degrade;
		}
		T1 = trans[n][i];
		if (!T1) continue;
		g = mark_safety(T1);	/* V3.3.1 */
		if (g < 0) goto degrade; /* global */
		/* check if mixing of guards preserves reduction */
		if (T1->nxt)
		{	k = 0;
			for (T0 = T1; T0; T0 = T0->nxt)
			{	if (!(T0->atom&8))
					goto degrade;
				for (aa = 0; aa < 2; aa++)
				{	j = srinc_set(T0->tpe[aa]);
					if (j >= GLOBAL && j != ALPHA_F)
						goto degrade;
					if (T0->tpe[aa]
					&&  T0->tpe[aa]
					!=  T1->tpe[0])
						k = 1;
			}	}
			/* g = 0;	V3.3.1 */
			if (k)	/* non-uniform selection */
			for (T0 = T1; T0; T0 = T0->nxt)
			for (aa = 0; aa < 2; aa++)
			{	j = srinc_set(T0->tpe[aa]);
				if (j != LOCAL)
				{	k = srunc(T0->tpe[aa], j);
					for (h = 0; h < 6; h++)
						if (T1->qu[h] == k
						&&  T1->ty[h] == j)
							break;
					if (h >= 6)
					{	T1->qu[g%6] = k;
						T1->ty[g%6] = j;
						g++;
			}	}	}
			if (g > 6)
			{	T1->qu[0] = 0;	/* turn it off */
				printf("pan: warning, line %d, ",
					srcln[i]);
			 	printf("too many stmnt types (%d)",
					g);
			  	printf(" in selection\n");
			  goto degrade;
			}
		}
		/* mark all options global if >=1 is global */
		for (T1 = trans[n][i]; T1; T1 = T1->nxt)
			if (!(T1->atom&8)) break;
		if (T1)
degrade:	for (T1 = trans[n][i]; T1; T1 = T1->nxt)
			T1->atom &= ~8;	/* mark as unsafe */
		/* can only mix 'r's or 's's if on same chan */
		/* and not mixed with other local operations */
		T1 = trans[n][i];
		if (!T1 || T1->qu[0]) continue;
		j = T1->tpe[0];
		if (T1->nxt && T1->atom&8)
		{ if (j == 5*DELTA)
		  {	printf("warning: line %d ", srcln[i]);
			printf("mixed condition ");
			printf("(defeats reduction)\n");
			goto degrade;
		  }
		  for (T0 = T1; T0; T0 = T0->nxt)
		  for (aa = 0; aa < 2; aa++)
		  if  (T0->tpe[aa] && T0->tpe[aa] != j)
		  {	printf("warning: line %d ", srcln[i]);
			printf("[%d-%d] mixed %stion ",
				T0->tpe[aa], j, 
				(j==5*DELTA)?"condi":"selec");
			printf("(defeats reduction)\n");
			printf("	'%s' <-> '%s'\n",
				T1->tp, T0->tp);
			goto degrade;
		} }
	}
#endif
	for (i = 1; i < m; i++)
	{	T2 = trans[n][i];
		if (!T2
		||  T2->nxt
		||  strncmp(T2->tp, ".(goto)", 7)
		||  !stopstate[n][i])
			continue;
		stopstate[n][T2->st] = 1;
	}
	if (state_tables && !verbose)
	{	if (dodot)
		{	char buf[256], *q = buf, *p = procname[n];
			while (*p != '\0')
			{	if (*p != ':')
				{	*q++ = *p;
				}
				p++;
			}
			*q = '\0';
			printf("digraph ");
			switch (Btypes[n]) {
			case I_PROC:  printf("init {\n"); break;
			case N_CLAIM: printf("claim_%s {\n", buf); break;
			case E_TRACE: printf("notrace {\n"); break;
			case N_TRACE: printf("trace {\n"); break;
			default:      printf("p_%s {\n", buf); break;
			}
			printf("size=\"8,10\";\n");
			printf("  GT [shape=box,style=dotted,label=\"%s\"];\n", buf);
			printf("  GT -> S%d;\n", is);
		} else
		{	switch (Btypes[n]) {
			case I_PROC:  printf("init\n"); break;
			case N_CLAIM: printf("claim %s\n", procname[n]); break;
			case E_TRACE: printf("notrace assertion\n"); break;
			case N_TRACE: printf("trace assertion\n"); break;
			default:      printf("proctype %s\n", procname[n]); break;
		}	}
		for (i = 1; i < m; i++)
		{	reach[i] = 1;
		}
		tagtable(n, m, is, srcln, reach);
		if (dodot) printf("}\n");
	} else
	for (i = 1; i < m; i++)
	{	int nrelse;
		if (Btypes[n] != N_CLAIM)
		{	for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			{	if (T0->st == i
				&& strcmp(T0->tp, "(1)") == 0)
				{	printf("error: proctype '%s' ",
						procname[n]);
		  			printf("line %d, state %d: has un",
						srcln[i], i);
					printf("conditional self-loop\n");
					pan_exit(1);
		}	}	}
		nrelse = 0;
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
		{	if (strcmp(T0->tp, "else") == 0)
				nrelse++;
		}
		if (nrelse > 1)
		{	printf("error: proctype '%s' state",
				procname[n]);
		  	printf(" %d, inherits %d", i, nrelse);
		  	printf(" 'else' stmnts\n");
			pan_exit(1);
	}	}
#if !defined(LOOPSTATE) && !defined(BFS_PAR)
	if (state_tables)
#endif
	do_dfs(n, m, is, srcln, reach, lpstate);

	if (!t_reverse)
	{	return;
	}
	/* process n, with m states, is=initial state -- reverse list */
	if (!state_tables && Btypes[n] != N_CLAIM)
	{	for (i = 1; i < m; i++)
		{	Trans *Tx = (Trans *) 0; /* list of escapes */
			Trans *Ty = (Trans *) 0; /* its tail element */
			T1 = (Trans *) 0; /* reversed list */
			T2 = (Trans *) 0; /* its tail */
			T3 = (Trans *) 0; /* remembers possible 'else' */

			/* find unless-escapes, they should go first */
			T4 = T5 = T0 = trans[n][i];
	#ifdef HAS_UNLESS
			while (T4 && T4->e_trans) /* escapes are first in orig list */
			{	T5 = T4;	  /* remember predecessor */
				T4 = T4->nxt;
			}
	#endif
			/* T4 points to first non-escape, T5 to its parent, T0 to original list */
			if (T4 != T0)		 /* there was at least one escape */
			{	T3 = T5->nxt;		 /* start of non-escapes */
				T5->nxt = (Trans *) 0;	 /* separate */
				Tx = T0;		 /* start of the escapes */
				Ty = T5;		 /* its tail */
				T0 = T3;		 /* the rest, to be reversed */
			}
			/* T0 points to first non-escape, Tx to the list of escapes, Ty to its tail */

			/* first tail-add non-escape transitions, reversed */
			T3 = (Trans *) 0;
			for (T5 = T0; T5; T5 = T4)
			{	T4 = T5->nxt;
	#ifdef HAS_UNLESS
				if (T5->e_trans)
				{	printf("error: cannot happen!\n");
					continue;
				}
	#endif
				if (strcmp(T5->tp, "else") == 0)
				{	T3 = T5;
					T5->nxt = (Trans *) 0;
				} else
				{	T5->nxt = T1;
					if (!T1) { T2 = T5; }
					T1 = T5;
			}	}
			/* T3 points to a possible else, which is removed from the list */
			/* T1 points to the reversed list so far (without escapes) */
			/* T2 points to the tail element -- where the else should go */
			if (T2 && T3)
			{	T2->nxt = T3;	/* add else */
			} else
			{	if (T3) /* there was an else, but there's no tail */
				{	if (!T1)	/* and no reversed list */
					{	T1 = T3; /* odd, but possible */
					} else		/* even stranger */
					{	T1->nxt = T3;
			}	}	}

			/* add in the escapes, to that they appear at the front */
			if (Tx && Ty) { Ty->nxt = T1; T1 = Tx; }

			trans[n][i] = T1;
			/* reversed, with escapes first and else last */
	}	}
	if (state_tables && verbose)
	{	printf("FINAL proctype %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
	}
}
void
imed(Trans *T, int v, int n, int j)	/* set intermediate state */
{	progstate[n][T->st] |= progstate[n][v];
	accpstate[n][T->st] |= accpstate[n][v];
	stopstate[n][T->st] |= stopstate[n][v];
	mapstate[n][j] = T->st;
}
void
tagtable(int n, int m, int is, short srcln[], uchar reach[])
{	Trans *z;

	if (is >= m || !trans[n][is]
	||  is <= 0 || reach[is] == 0)
		return;
	reach[is] = 0;
	if (state_tables)
	for (z = trans[n][is]; z; z = z->nxt)
	{	if (dodot)
			dot_crack(n, is, z);
		else
			crack(n, is, z, srcln);
	}

	for (z = trans[n][is]; z; z = z->nxt)
	{
#ifdef HAS_UNLESS
		int i, j;
#endif
		tagtable(n, m, z->st, srcln, reach);
#ifdef HAS_UNLESS
		for (i = 0; i < HAS_UNLESS; i++)
		{	j = trans[n][is]->escp[i];
			if (!j) break;
			tagtable(n, m, j, srcln, reach);
		}
#endif
	}
}

extern Trans *t_id_lkup[];

void
dfs_table(int n, int m, int is, short srcln[], uchar reach[], uchar lpstate[])
{	Trans *z;

	if (is >= m || is <= 0 || !trans[n][is])
		return;
	if ((reach[is] & (4|8|16)) != 0)
	{	if ((reach[is] & (8|16)) == 16)	/* on stack, not yet recorded */
		{	lpstate[is] = 1;
			reach[is] |= 8; /* recorded */
			if (state_tables && verbose)
			{	printf("state %d line %d is a loopstate\n", is, srcln[is]);
		}	}
		return;
	}
	reach[is] |= (4|16);	/* visited | onstack */
	for (z = trans[n][is]; z; z = z->nxt)
	{	t_id_lkup[z->t_id] = z;
#ifdef HAS_UNLESS
		int i, j;
#endif
		dfs_table(n, m, z->st, srcln, reach, lpstate);
#ifdef HAS_UNLESS
		for (i = 0; i < HAS_UNLESS; i++)
		{	j = trans[n][is]->escp[i];
			if (!j) break;
			dfs_table(n, m, j, srcln, reach, lpstate);
		}
#endif
	}
	reach[is] &= ~16; /* no longer on stack */
}
void
do_dfs(int n, int m, int is, short srcln[], uchar reach[], uchar lpstate[])
{	int i;
	dfs_table(n, m, is, srcln, reach, lpstate);
	for (i = 0; i < m; i++)
		reach[i] &= ~(4|8|16);
}
void
crack(int n, int j, Trans *z, short srcln[])
{	int i;

	if (!z) return;
	printf("	state %3d -(tr %3d)-> state %3d  ",
		j, z->forw, z->st);
	printf("[id %3d tp %3d", z->t_id, z->tpe[0]);
	if (z->tpe[1]) printf(",%d", z->tpe[1]);
#ifdef HAS_UNLESS
	if (z->e_trans)
		printf(" org %3d", z->e_trans);
	else if (state_tables >= 2)
	for (i = 0; i < HAS_UNLESS; i++)
	{	if (!z->escp[i]) break;
		printf(" esc %d", z->escp[i]);
	}
#endif
	printf("]");
	printf(" [%s%s%s%s%s] %s:%d => ",
		z->atom&6?"A":z->atom&32?"D":"-",
		accpstate[n][j]?"a" :"-",
		stopstate[n][j]?"e" : "-",
		progstate[n][j]?"p" : "-",
		z->atom & 8 ?"L":"G",
		PanSource, srcln[j]);
	for (i = 0; z->tp[i]; i++)
		if (z->tp[i] == '\n')
			printf("\\n");
		else
			putchar(z->tp[i]);
	if (verbose && z->qu[0])
	{	printf("\t[");
		for (i = 0; i < 6; i++)
			if (z->qu[i])
				printf("(%d,%d)",
				z->qu[i], z->ty[i]);
		printf("]");
	}
	printf("\n");
	fflush(stdout);
}
/* spin -a m.pml; cc -o pan pan.c; ./pan -D | dot -Tps > foo.ps; ps2pdf foo.ps */
void
dot_crack(int n, int j, Trans *z)
{	int i;

	if (!z) return;
	printf("	S%d -> S%d  [color=black", j, z->st);

	if (z->atom&6) printf(",style=dashed");
	else if (z->atom&32) printf(",style=dotted");
	else if (z->atom&8) printf(",style=solid");
	else printf(",style=bold");

	printf(",label=\"");
	for (i = 0; z->tp[i]; i++)
	{	if (z->tp[i] == '\\'
		&&  z->tp[i+1] == 'n')
		{	i++; printf(" ");
		} else
		{	putchar(z->tp[i]);
	}	}
	printf("\"];\n");
	if (accpstate[n][j]) printf("  S%d [color=red,style=bold];\n", j);
	else if (progstate[n][j]) printf("  S%d [color=green,style=bold];\n", j);
	if (stopstate[n][j]) printf("  S%d [color=blue,style=bold,shape=box];\n", j);
}

#ifdef VAR_RANGES
#define BYTESIZE	32	/* 2^8 : 2^3 = 256:8 = 32 */

typedef struct Vr_Ptr {
	char	*nm;
	uchar	vals[BYTESIZE];
	struct Vr_Ptr *nxt;
} Vr_Ptr;
Vr_Ptr *ranges = (Vr_Ptr *) 0;

void
logval(char *s, int v)
{	Vr_Ptr *tmp;

	if (v<0 || v > 255) return;
	for (tmp = ranges; tmp; tmp = tmp->nxt)
		if (!strcmp(tmp->nm, s))
			goto found;
	tmp = (Vr_Ptr *) emalloc(sizeof(Vr_Ptr));
	tmp->nxt = ranges;
	ranges = tmp;
	tmp->nm = s;
found:
	tmp->vals[(v)/8] |= 1<<((v)%8);
}

void
dumpval(uchar X[], int range)
{	int w, x, i, j = -1;

	for (w = i = 0; w < range; w++)
	for (x = 0; x < 8; x++, i++)
	{
from:		if ((X[w] & (1<<x)))
		{	printf("%d", i);
			j = i;
			goto upto;
	}	}
	return;
	for (w = 0; w < range; w++)
	for (x = 0; x < 8; x++, i++)
	{
upto:		if (!(X[w] & (1<<x)))
		{	if (i-1 == j)
				printf(", ");
			else
				printf("-%d, ", i-1);
			goto from;
	}	}
	if (j >= 0 && j != 255)
		printf("-255");
}

void
dumpranges(void)
{	Vr_Ptr *tmp;
	printf("\nValues assigned within ");
	printf("interval [0..255]:\n");
	for (tmp = ranges; tmp; tmp = tmp->nxt)
	{	printf("\t%s\t: ", tmp->nm);
		dumpval(tmp->vals, BYTESIZE);
		printf("\n");
	}
}
#endif
