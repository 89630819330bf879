"""``python -m twophase``: the same as the ``twophase`` command."""

from twophase.tools.cli import main

raise SystemExit(main())
