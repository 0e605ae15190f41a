/** The group money feature's public surface: all that other features may import from it. */
