"""sender"""
