CREATE TABLE `cart_items` (
	`id` text PRIMARY KEY NOT NULL,
	`cart_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`service_id` text,
	`package_id` text,
	`item_type` text NOT NULL,
	`item_name` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`selected_date` text,
	`selected_time` text,
	`guest_count` integer,
	`notes` text,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cart_items_cart_idx` ON `cart_items` (`cart_id`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`total_amount_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carts_one_active_idx` ON `carts` (`customer_id`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `carts_customer_idx` ON `carts` (`customer_id`,`status`);--> statement-breakpoint
CREATE TABLE `communication_preferences` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text,
	`phone` text,
	`email_notifications` integer DEFAULT true NOT NULL,
	`sms_notifications` integer DEFAULT false NOT NULL,
	`marketing_emails` integer DEFAULT false NOT NULL,
	`booking_reminders` integer DEFAULT true NOT NULL,
	`promotional_texts` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `communication_preferences_user_id_unique` ON `communication_preferences` (`user_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`name` text NOT NULL,
	`event_type` text NOT NULL,
	`guest_count` integer NOT NULL,
	`event_date` text NOT NULL,
	`event_time` text NOT NULL,
	`budget_cents` integer,
	`location` text,
	`notes` text,
	`status` text DEFAULT 'planning' NOT NULL,
	`total_amount_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `events_customer_idx` ON `events` (`customer_id`,`event_date`);--> statement-breakpoint
CREATE TABLE `gig_workers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`positions` text NOT NULL,
	`availability` text NOT NULL,
	`has_transportation` integer DEFAULT false NOT NULL,
	`experience` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`rating` real DEFAULT 0 NOT NULL,
	`completed_jobs` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gig_workers_user_id_unique` ON `gig_workers` (`user_id`);--> statement-breakpoint
CREATE INDEX `gig_workers_status_idx` ON `gig_workers` (`status`);--> statement-breakpoint
CREATE TABLE `job_tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`service_id` text,
	`assigned_worker_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`scheduled_date` text,
	`scheduled_time` text,
	`guest_count` integer,
	`location` text,
	`customer_notes` text,
	`worker_notes` text,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_worker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `job_tickets_board_idx` ON `job_tickets` (`status`,`scheduled_date`);--> statement-breakpoint
CREATE INDEX `job_tickets_worker_idx` ON `job_tickets` (`assigned_worker_id`,`scheduled_date`);--> statement-breakpoint
CREATE INDEX `job_tickets_order_idx` ON `job_tickets` (`order_id`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_started_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`event_id` text,
	`service_id` text,
	`cart_item_id` text,
	`type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`amount_cents` integer NOT NULL,
	`notes` text,
	`scheduled_date` text,
	`delivery_address` text,
	`assigned_worker_id` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_worker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_cart_item_id_unique` ON `orders` (`cart_item_id`);--> statement-breakpoint
CREATE INDEX `orders_customer_idx` ON `orders` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_vendor_idx` ON `orders` (`vendor_id`,`scheduled_date`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`vendor_id` text,
	`worker_id` text,
	`order_id` text,
	`rating` integer NOT NULL,
	`comment` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `gig_workers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reviews_vendor_idx` ON `reviews` (`vendor_id`);--> statement-breakpoint
CREATE INDEX `reviews_worker_idx` ON `reviews` (`worker_id`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`category` text NOT NULL,
	`base_price_cents` integer DEFAULT 0 NOT NULL,
	`price_unit` text DEFAULT 'per event' NOT NULL,
	`min_guests` integer,
	`max_guests` integer,
	`duration` text,
	`is_active` integer DEFAULT true NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `services_vendor_idx` ON `services` (`vendor_id`,`is_active`);--> statement-breakpoint
CREATE INDEX `services_category_idx` ON `services` (`category`,`is_active`,`vendor_id`);--> statement-breakpoint
CREATE INDEX `services_guests_idx` ON `services` (`is_active`,`min_guests`,`max_guests`,`vendor_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'customer' NOT NULL,
	`first_name` text,
	`last_name` text,
	`phone` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_tier` text DEFAULT 'basic' NOT NULL,
	`subscription_status` text DEFAULT 'inactive' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `vendor_availability` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text NOT NULL,
	`available_date` text NOT NULL,
	`start_time` text,
	`end_time` text,
	`is_booked` integer DEFAULT false NOT NULL,
	`booked_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vendor_availability_vendor_idx` ON `vendor_availability` (`vendor_id`,`available_date`);--> statement-breakpoint
CREATE TABLE `vendors` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`business_name` text NOT NULL,
	`business_type` text NOT NULL,
	`description` text,
	`address` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`phone` text,
	`email` text,
	`website` text,
	`price_range` text,
	`rating` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`featured_until` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`plan` text DEFAULT 'basic' NOT NULL,
	`experience` text,
	`has_license` integer DEFAULT false NOT NULL,
	`has_insurance` integer DEFAULT false NOT NULL,
	`has_certifications` integer DEFAULT false NOT NULL,
	`application_status` text DEFAULT 'approved' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vendors_directory_idx` ON `vendors` (`is_active`,`featured_until`,`rating`);--> statement-breakpoint
CREATE INDEX `vendors_type_idx` ON `vendors` (`is_active`,`business_type`);--> statement-breakpoint
CREATE INDEX `vendors_user_idx` ON `vendors` (`user_id`);--> statement-breakpoint
CREATE INDEX `vendors_application_idx` ON `vendors` (`application_status`);