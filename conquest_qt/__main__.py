from conquest_qt.app import main

raise SystemExit(main())
