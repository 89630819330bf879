"""tools/bench"""
