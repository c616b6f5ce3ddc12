"""Entry script of the frozen app (PyInstaller analyses this file; see conquest.spec)."""

import multiprocessing
import sys

from conquest_qt.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
