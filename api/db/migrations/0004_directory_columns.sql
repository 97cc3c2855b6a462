ALTER TABLE `vendors` ADD `min_guests` integer;--> statement-breakpoint
ALTER TABLE `vendors` ADD `max_guests` integer;--> statement-breakpoint
ALTER TABLE `vendors` ADD `offers_delivery` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `vendors_rank_idx` ON `vendors` (`is_active`,`rating`,`review_count`,`business_name`);--> statement-breakpoint
CREATE INDEX `vendors_type_rank_idx` ON `vendors` (`is_active`,`business_type`,`rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `vendors_guests_idx` ON `vendors` (`is_active`,`min_guests`,`max_guests`);