; ModuleID = 'needham_schroeder_mailbox.c'
source_filename = "needham_schroeder_mailbox.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%struct.mailbox_t = type { %union.pthread_cond_t, %union.pthread_cond_t, i32, %struct.msg_t }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.msg_t = type { i32, i32, i32, i32, i32 }

@a_partner = internal global i32 0, align 4, !dbg !0
@network = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !18
@box = internal global [4 x %struct.mailbox_t] zeroinitializer, align 16, !dbg !52
@stirred = internal global %union.pthread_cond_t zeroinitializer, align 8, !dbg !105
@b_partner = internal global i32 0, align 4, !dbg !123
@.str = private unnamed_addr constant [36 x i8] c"!(b_partner == A && a_partner != B)\00", align 1, !dbg !107
@.str.1 = private unnamed_addr constant [28 x i8] c"needham_schroeder_mailbox.c\00", align 1, !dbg !112
@__PRETTY_FUNCTION__.responder = private unnamed_addr constant [24 x i8] c"void *responder(void *)\00", align 1, !dbg !117
@known = internal global i32 8, align 4, !dbg !125
@stored = internal global [3 x %struct.msg_t] zeroinitializer, align 16, !dbg !127
@stored_next = internal global i32 0, align 4, !dbg !132

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !142 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !146, !DIExpression(), !149)
    #dbg_declare(ptr %3, !150, !DIExpression(), !151)
    #dbg_declare(ptr %4, !152, !DIExpression(), !153)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @initiator, ptr noundef null) #6, !dbg !154
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @responder, ptr noundef null) #6, !dbg !155
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @intruder, ptr noundef null) #6, !dbg !156
  %8 = load i64, ptr %2, align 8, !dbg !157
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !158
  %10 = load i64, ptr %3, align 8, !dbg !159
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !160
  ret i32 0, !dbg !161
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @initiator(ptr noundef %0) #0 !dbg !162 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.msg_t, align 8
  %5 = alloca %struct.msg_t, align 4
  %6 = alloca %struct.msg_t, align 4
  %7 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !166, !DIExpression(), !167)
  %8 = load ptr, ptr %2, align 8, !dbg !168
    #dbg_declare(ptr %3, !169, !DIExpression(), !170)
  %9 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !171
  %10 = zext i1 %9 to i64, !dbg !171
  %11 = select i1 %9, i32 2, i32 3, !dbg !171
  store i32 %11, ptr %3, align 4, !dbg !170
  %12 = load i32, ptr %3, align 4, !dbg !172
  store i32 %12, ptr @a_partner, align 4, !dbg !173
  %13 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 0, !dbg !174
  %14 = load i32, ptr %3, align 4, !dbg !175
  store i32 %14, ptr %13, align 4, !dbg !174
  %15 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 1, !dbg !174
  store i32 1, ptr %15, align 4, !dbg !174
  %16 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 2, !dbg !174
  store i32 1, ptr %16, align 4, !dbg !174
  %17 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 3, !dbg !174
  store i32 0, ptr %17, align 4, !dbg !174
  %18 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 4, !dbg !174
  store i32 1, ptr %18, align 4, !dbg !174
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %4), !dbg !176
    #dbg_declare(ptr %5, !177, !DIExpression(), !178)
  br label %19, !dbg !179

19:                                               ; preds = %37, %1
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %6, i32 noundef 1), !dbg !180
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 20, i1 false), !dbg !180
  %20 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 0, !dbg !184
  %21 = load i32, ptr %20, align 4, !dbg !184
  %22 = icmp eq i32 %21, 1, !dbg !186
  br i1 %22, label %23, label %37, !dbg !187

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !188
  %25 = load i32, ptr %24, align 4, !dbg !188
  %26 = icmp eq i32 %25, 2, !dbg !189
  br i1 %26, label %27, label %37, !dbg !190

27:                                               ; preds = %23
  %28 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !191
  %29 = load i32, ptr %28, align 4, !dbg !191
  %30 = icmp eq i32 %29, 1, !dbg !192
  br i1 %30, label %31, label %37, !dbg !193

31:                                               ; preds = %27
  %32 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 4, !dbg !194
  %33 = load i32, ptr %32, align 4, !dbg !194
  %34 = load i32, ptr %3, align 4, !dbg !195
  %35 = icmp eq i32 %33, %34, !dbg !196
  br i1 %35, label %36, label %37, !dbg !197

36:                                               ; preds = %31
  br label %38, !dbg !198

37:                                               ; preds = %31, %27, %23, %19
  br label %19, !dbg !199, !llvm.loop !200

38:                                               ; preds = %36
  %39 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 0, !dbg !203
  %40 = load i32, ptr %3, align 4, !dbg !204
  store i32 %40, ptr %39, align 4, !dbg !203
  %41 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 1, !dbg !203
  store i32 3, ptr %41, align 4, !dbg !203
  %42 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 2, !dbg !203
  %43 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !205
  %44 = load i32, ptr %43, align 4, !dbg !205
  store i32 %44, ptr %42, align 4, !dbg !203
  %45 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 3, !dbg !203
  store i32 0, ptr %45, align 4, !dbg !203
  %46 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 4, !dbg !203
  store i32 0, ptr %46, align 4, !dbg !203
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %7), !dbg !206
  ret ptr null, !dbg !207
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @responder(ptr noundef %0) #0 !dbg !208 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 4
  %4 = alloca %struct.msg_t, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.msg_t, align 8
  %7 = alloca %struct.msg_t, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !209, !DIExpression(), !210)
  %8 = load ptr, ptr %2, align 8, !dbg !211
    #dbg_declare(ptr %3, !212, !DIExpression(), !213)
  br label %9, !dbg !214

9:                                                ; preds = %30, %1
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %4, i32 noundef 2), !dbg !215
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 20, i1 false), !dbg !215
  %10 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !219
  %11 = load i32, ptr %10, align 4, !dbg !219
  %12 = icmp eq i32 %11, 2, !dbg !221
  br i1 %12, label %13, label %30, !dbg !222

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !223
  %15 = load i32, ptr %14, align 4, !dbg !223
  %16 = icmp eq i32 %15, 1, !dbg !224
  br i1 %16, label %17, label %30, !dbg !225

17:                                               ; preds = %13
  %18 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !226
  %19 = load i32, ptr %18, align 4, !dbg !226
  %20 = icmp ne i32 %19, 0, !dbg !227
  br i1 %20, label %21, label %30, !dbg !228

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !229
  %23 = load i32, ptr %22, align 4, !dbg !229
  %24 = icmp eq i32 %23, 1, !dbg !230
  br i1 %24, label %29, label %25, !dbg !231

25:                                               ; preds = %21
  %26 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !232
  %27 = load i32, ptr %26, align 4, !dbg !232
  %28 = icmp eq i32 %27, 3, !dbg !233
  br i1 %28, label %29, label %30, !dbg !234

29:                                               ; preds = %25, %21
  br label %31, !dbg !235

30:                                               ; preds = %25, %17, %13, %9
  br label %9, !dbg !236, !llvm.loop !237

31:                                               ; preds = %29
    #dbg_declare(ptr %5, !240, !DIExpression(), !241)
  %32 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !242
  %33 = load i32, ptr %32, align 4, !dbg !242
  store i32 %33, ptr %5, align 4, !dbg !241
  %34 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 0, !dbg !243
  %35 = load i32, ptr %5, align 4, !dbg !244
  store i32 %35, ptr %34, align 4, !dbg !243
  %36 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 1, !dbg !243
  store i32 2, ptr %36, align 4, !dbg !243
  %37 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 2, !dbg !243
  %38 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !245
  %39 = load i32, ptr %38, align 4, !dbg !245
  store i32 %39, ptr %37, align 4, !dbg !243
  %40 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 3, !dbg !243
  store i32 2, ptr %40, align 4, !dbg !243
  %41 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 4, !dbg !243
  store i32 2, ptr %41, align 4, !dbg !243
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %6), !dbg !246
  br label %42, !dbg !247

42:                                               ; preds = %55, %31
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %7, i32 noundef 2), !dbg !248
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %7, i64 20, i1 false), !dbg !248
  %43 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !252
  %44 = load i32, ptr %43, align 4, !dbg !252
  %45 = icmp eq i32 %44, 2, !dbg !254
  br i1 %45, label %46, label %55, !dbg !255

46:                                               ; preds = %42
  %47 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !256
  %48 = load i32, ptr %47, align 4, !dbg !256
  %49 = icmp eq i32 %48, 3, !dbg !257
  br i1 %49, label %50, label %55, !dbg !258

50:                                               ; preds = %46
  %51 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !259
  %52 = load i32, ptr %51, align 4, !dbg !259
  %53 = icmp eq i32 %52, 2, !dbg !260
  br i1 %53, label %54, label %55, !dbg !261

54:                                               ; preds = %50
  br label %56, !dbg !262

55:                                               ; preds = %50, %46, %42
  br label %42, !dbg !263, !llvm.loop !264

56:                                               ; preds = %54
  %57 = load i32, ptr %5, align 4, !dbg !267
  store i32 %57, ptr @b_partner, align 4, !dbg !268
  %58 = load i32, ptr @b_partner, align 4, !dbg !269
  %59 = icmp eq i32 %58, 1, !dbg !269
  br i1 %59, label %60, label %63, !dbg !269

60:                                               ; preds = %56
  %61 = load i32, ptr @a_partner, align 4, !dbg !269
  %62 = icmp ne i32 %61, 2, !dbg !269
  br i1 %62, label %64, label %63, !dbg !272

63:                                               ; preds = %60, %56
  br label %65, !dbg !272

64:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 144, ptr noundef @__PRETTY_FUNCTION__.responder) #7, !dbg !269
  unreachable, !dbg !269

65:                                               ; preds = %63
  ret ptr null, !dbg !273
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @intruder(ptr noundef %0) #0 !dbg !274 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !275, !DIExpression(), !276)
  %6 = load ptr, ptr %2, align 8, !dbg !277
  br label %7, !dbg !278

7:                                                ; preds = %54, %25, %1
  %8 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !279
  br label %9, !dbg !283

9:                                                ; preds = %20, %7
  %10 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !284
  %11 = icmp ne i32 %10, 0, !dbg !285
  br i1 %11, label %18, label %12, !dbg !286

12:                                               ; preds = %9
  %13 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 1), i32 0, i32 2), align 8, !dbg !287
  %14 = icmp ne i32 %13, 0, !dbg !288
  br i1 %14, label %15, label %18, !dbg !289

15:                                               ; preds = %12
  %16 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 2), i32 0, i32 2), align 16, !dbg !290
  %17 = icmp ne i32 %16, 0, !dbg !289
  br label %18

18:                                               ; preds = %15, %12, %9
  %19 = phi i1 [ false, %12 ], [ false, %9 ], [ %17, %15 ], !dbg !291
  br i1 %19, label %20, label %22, !dbg !283

20:                                               ; preds = %18
  %21 = call i32 @pthread_cond_wait(ptr noundef @stirred, ptr noundef @network), !dbg !292
  br label %9, !dbg !283, !llvm.loop !293

22:                                               ; preds = %18
  %23 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !296
  %24 = icmp ne i32 %23, 0, !dbg !298
  br i1 %24, label %25, label %28, !dbg !299

25:                                               ; preds = %22
    #dbg_declare(ptr %3, !300, !DIExpression(), !302)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 3), i64 20, i1 false), !dbg !303
  store i32 0, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !304
  %26 = call i32 @pthread_cond_signal(ptr noundef getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 1)) #6, !dbg !305
  %27 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !306
  call void @learn(ptr noundef byval(%struct.msg_t) align 8 %3), !dbg !307
  br label %7, !dbg !308, !llvm.loop !309

28:                                               ; preds = %22
    #dbg_declare(ptr %4, !312, !DIExpression(), !313)
  %29 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 1), i32 0, i32 2), align 8, !dbg !314
  %30 = icmp ne i32 %29, 0, !dbg !315
  br i1 %30, label %31, label %32, !dbg !315

31:                                               ; preds = %28
  br label %42, !dbg !315

32:                                               ; preds = %28
  %33 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 2), i32 0, i32 2), align 16, !dbg !316
  %34 = icmp ne i32 %33, 0, !dbg !317
  br i1 %34, label %35, label %36, !dbg !317

35:                                               ; preds = %32
  br label %40, !dbg !317

36:                                               ; preds = %32
  %37 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !318
  %38 = zext i1 %37 to i64, !dbg !318
  %39 = select i1 %37, i32 1, i32 2, !dbg !318
  br label %40, !dbg !317

40:                                               ; preds = %36, %35
  %41 = phi i32 [ 1, %35 ], [ %39, %36 ], !dbg !317
  br label %42, !dbg !315

42:                                               ; preds = %40, %31
  %43 = phi i32 [ 2, %31 ], [ %41, %40 ], !dbg !315
  store i32 %43, ptr %4, align 4, !dbg !313
  %44 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !319
    #dbg_declare(ptr %5, !320, !DIExpression(), !321)
  %45 = load i32, ptr %4, align 4, !dbg !322
  %46 = call i32 @replayable(i32 noundef %45), !dbg !323
  %47 = icmp ne i32 %46, 0, !dbg !323
  br i1 %47, label %48, label %52, !dbg !324

48:                                               ; preds = %42
  %49 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !325
  br i1 %49, label %52, label %50, !dbg !323

50:                                               ; preds = %48
  %51 = load i32, ptr %4, align 4, !dbg !326
  call void @any_stored(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %5, i32 noundef %51), !dbg !327
  br label %54, !dbg !323

52:                                               ; preds = %48, %42
  %53 = load i32, ptr %4, align 4, !dbg !328
  call void @forge(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %5, i32 noundef %53), !dbg !329
  br label %54, !dbg !323

54:                                               ; preds = %52, %50
  %55 = load i32, ptr %4, align 4, !dbg !330
  call void @deliver(i32 noundef %55, ptr noundef byval(%struct.msg_t) align 8 %5), !dbg !331
  br label %7, !dbg !332, !llvm.loop !309
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @send(ptr noundef byval(%struct.msg_t) align 8 %0) #0 !dbg !333 {
    #dbg_declare(ptr %0, !336, !DIExpression(), !337)
  call void @deliver(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %0), !dbg !338
  ret void, !dbg !339
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @collect(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !340 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !343, !DIExpression(), !344)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !345
  br label %5, !dbg !346

5:                                                ; preds = %13, %2
  %6 = load i32, ptr %3, align 4, !dbg !347
  %7 = sext i32 %6 to i64, !dbg !348
  %8 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %7, !dbg !348
  %9 = getelementptr inbounds %struct.mailbox_t, ptr %8, i32 0, i32 2, !dbg !349
  %10 = load i32, ptr %9, align 8, !dbg !349
  %11 = icmp ne i32 %10, 0, !dbg !350
  %12 = xor i1 %11, true, !dbg !350
  br i1 %12, label %13, label %19, !dbg !346

13:                                               ; preds = %5
  %14 = load i32, ptr %3, align 4, !dbg !351
  %15 = sext i32 %14 to i64, !dbg !352
  %16 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %15, !dbg !352
  %17 = getelementptr inbounds %struct.mailbox_t, ptr %16, i32 0, i32 0, !dbg !353
  %18 = call i32 @pthread_cond_wait(ptr noundef %17, ptr noundef @network), !dbg !354
  br label %5, !dbg !346, !llvm.loop !355

19:                                               ; preds = %5
    #dbg_declare(ptr %0, !357, !DIExpression(), !358)
  %20 = load i32, ptr %3, align 4, !dbg !359
  %21 = sext i32 %20 to i64, !dbg !360
  %22 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %21, !dbg !360
  %23 = getelementptr inbounds %struct.mailbox_t, ptr %22, i32 0, i32 3, !dbg !361
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %23, i64 20, i1 false), !dbg !361
  %24 = load i32, ptr %3, align 4, !dbg !362
  %25 = sext i32 %24 to i64, !dbg !363
  %26 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %25, !dbg !363
  %27 = getelementptr inbounds %struct.mailbox_t, ptr %26, i32 0, i32 2, !dbg !364
  store i32 0, ptr %27, align 8, !dbg !365
  %28 = load i32, ptr %3, align 4, !dbg !366
  %29 = sext i32 %28 to i64, !dbg !367
  %30 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %29, !dbg !367
  %31 = getelementptr inbounds %struct.mailbox_t, ptr %30, i32 0, i32 1, !dbg !368
  %32 = call i32 @pthread_cond_signal(ptr noundef %31) #6, !dbg !369
  %33 = call i32 @pthread_cond_signal(ptr noundef @stirred) #6, !dbg !370
  %34 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !371
  ret void, !dbg !372
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deliver(i32 noundef %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !373 {
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !376, !DIExpression(), !377)
    #dbg_declare(ptr %1, !378, !DIExpression(), !379)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !380
  br label %5, !dbg !381

5:                                                ; preds = %12, %2
  %6 = load i32, ptr %3, align 4, !dbg !382
  %7 = sext i32 %6 to i64, !dbg !383
  %8 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %7, !dbg !383
  %9 = getelementptr inbounds %struct.mailbox_t, ptr %8, i32 0, i32 2, !dbg !384
  %10 = load i32, ptr %9, align 8, !dbg !384
  %11 = icmp ne i32 %10, 0, !dbg !381
  br i1 %11, label %12, label %18, !dbg !381

12:                                               ; preds = %5
  %13 = load i32, ptr %3, align 4, !dbg !385
  %14 = sext i32 %13 to i64, !dbg !386
  %15 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %14, !dbg !386
  %16 = getelementptr inbounds %struct.mailbox_t, ptr %15, i32 0, i32 1, !dbg !387
  %17 = call i32 @pthread_cond_wait(ptr noundef %16, ptr noundef @network), !dbg !388
  br label %5, !dbg !381, !llvm.loop !389

18:                                               ; preds = %5
  %19 = load i32, ptr %3, align 4, !dbg !391
  %20 = sext i32 %19 to i64, !dbg !392
  %21 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %20, !dbg !392
  %22 = getelementptr inbounds %struct.mailbox_t, ptr %21, i32 0, i32 3, !dbg !393
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 8 %1, i64 20, i1 false), !dbg !394
  %23 = load i32, ptr %3, align 4, !dbg !395
  %24 = sext i32 %23 to i64, !dbg !396
  %25 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %24, !dbg !396
  %26 = getelementptr inbounds %struct.mailbox_t, ptr %25, i32 0, i32 2, !dbg !397
  store i32 1, ptr %26, align 8, !dbg !398
  %27 = load i32, ptr %3, align 4, !dbg !399
  %28 = sext i32 %27 to i64, !dbg !400
  %29 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %28, !dbg !400
  %30 = getelementptr inbounds %struct.mailbox_t, ptr %29, i32 0, i32 0, !dbg !401
  %31 = call i32 @pthread_cond_signal(ptr noundef %30) #6, !dbg !402
  %32 = load i32, ptr %3, align 4, !dbg !403
  %33 = icmp eq i32 %32, 3, !dbg !405
  br i1 %33, label %34, label %36, !dbg !406

34:                                               ; preds = %18
  %35 = call i32 @pthread_cond_signal(ptr noundef @stirred) #6, !dbg !407
  br label %36, !dbg !407

36:                                               ; preds = %34, %18
  %37 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !408
  ret void, !dbg !409
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @learn(ptr noundef byval(%struct.msg_t) align 8 %0) #0 !dbg !410 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.msg_t, align 8
    #dbg_declare(ptr %0, !411, !DIExpression(), !412)
  %4 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !413
  %5 = load i32, ptr %4, align 8, !dbg !413
  %6 = icmp eq i32 %5, 3, !dbg !415
  br i1 %6, label %7, label %28, !dbg !416

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !417
  %9 = load i32, ptr %8, align 8, !dbg !417
  %10 = icmp ne i32 %9, 0, !dbg !420
  br i1 %10, label %11, label %17, !dbg !421

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !422
  %13 = load i32, ptr %12, align 8, !dbg !422
  %14 = shl i32 1, %13, !dbg !423
  %15 = load i32, ptr @known, align 4, !dbg !424
  %16 = or i32 %15, %14, !dbg !424
  store i32 %16, ptr @known, align 4, !dbg !424
  br label %17, !dbg !425

17:                                               ; preds = %11, %7
  %18 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !426
  %19 = load i32, ptr %18, align 4, !dbg !426
  %20 = icmp ne i32 %19, 0, !dbg !428
  br i1 %20, label %21, label %27, !dbg !429

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !430
  %23 = load i32, ptr %22, align 4, !dbg !430
  %24 = shl i32 1, %23, !dbg !431
  %25 = load i32, ptr @known, align 4, !dbg !432
  %26 = or i32 %25, %24, !dbg !432
  store i32 %26, ptr @known, align 4, !dbg !432
  br label %27, !dbg !433

27:                                               ; preds = %21, %17
  br label %50, !dbg !434

28:                                               ; preds = %1
    #dbg_declare(ptr %2, !435, !DIExpression(), !437)
  store i32 0, ptr %2, align 4, !dbg !437
  br label %29, !dbg !438

29:                                               ; preds = %40, %28
  %30 = load i32, ptr %2, align 4, !dbg !439
  %31 = icmp slt i32 %30, 3, !dbg !441
  br i1 %31, label %32, label %43, !dbg !442

32:                                               ; preds = %29
  %33 = load i32, ptr %2, align 4, !dbg !443
  %34 = sext i32 %33 to i64, !dbg !445
  %35 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %34, !dbg !445
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 4 %35, i64 20, i1 false), !dbg !446
  %36 = call i32 @same(ptr noundef byval(%struct.msg_t) align 8 %3, ptr noundef byval(%struct.msg_t) align 8 %0), !dbg !446
  %37 = icmp ne i32 %36, 0, !dbg !446
  br i1 %37, label %38, label %39, !dbg !447

38:                                               ; preds = %32
  br label %50, !dbg !448

39:                                               ; preds = %32
  br label %40, !dbg !449

40:                                               ; preds = %39
  %41 = load i32, ptr %2, align 4, !dbg !450
  %42 = add nsw i32 %41, 1, !dbg !450
  store i32 %42, ptr %2, align 4, !dbg !450
  br label %29, !dbg !451, !llvm.loop !452

43:                                               ; preds = %29
  %44 = load i32, ptr @stored_next, align 4, !dbg !454
  %45 = sext i32 %44 to i64, !dbg !455
  %46 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %45, !dbg !455
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 8 %0, i64 20, i1 false), !dbg !456
  %47 = load i32, ptr @stored_next, align 4, !dbg !457
  %48 = add nsw i32 %47, 1, !dbg !458
  %49 = srem i32 %48, 3, !dbg !459
  store i32 %49, ptr @stored_next, align 4, !dbg !460
  br label %50, !dbg !461

50:                                               ; preds = %43, %38, %27
  ret void, !dbg !461
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @replayable(i32 noundef %0) #0 !dbg !462 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !465, !DIExpression(), !466)
    #dbg_declare(ptr %4, !467, !DIExpression(), !469)
  store i32 0, ptr %4, align 4, !dbg !469
  br label %5, !dbg !470

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4, !dbg !471
  %7 = icmp slt i32 %6, 3, !dbg !473
  br i1 %7, label %8, label %21, !dbg !474

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !475
  %10 = sext i32 %9 to i64, !dbg !477
  %11 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %10, !dbg !477
  %12 = getelementptr inbounds %struct.msg_t, ptr %11, i32 0, i32 0, !dbg !478
  %13 = load i32, ptr %12, align 4, !dbg !478
  %14 = load i32, ptr %3, align 4, !dbg !479
  %15 = icmp eq i32 %13, %14, !dbg !480
  br i1 %15, label %16, label %17, !dbg !481

16:                                               ; preds = %8
  store i32 1, ptr %2, align 4, !dbg !482
  br label %22, !dbg !482

17:                                               ; preds = %8
  br label %18, !dbg !479

18:                                               ; preds = %17
  %19 = load i32, ptr %4, align 4, !dbg !483
  %20 = add nsw i32 %19, 1, !dbg !483
  store i32 %20, ptr %4, align 4, !dbg !483
  br label %5, !dbg !484, !llvm.loop !485

21:                                               ; preds = %5
  store i32 0, ptr %2, align 4, !dbg !487
  br label %22, !dbg !487

22:                                               ; preds = %21, %16
  %23 = load i32, ptr %2, align 4, !dbg !488
  ret i32 %23, !dbg !488
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @any_stored(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !489 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !490, !DIExpression(), !491)
    #dbg_declare(ptr %4, !492, !DIExpression(), !493)
  store i32 0, ptr %4, align 4, !dbg !493
    #dbg_declare(ptr %5, !494, !DIExpression(), !496)
  store i32 0, ptr %5, align 4, !dbg !496
  br label %7, !dbg !497

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %5, align 4, !dbg !498
  %9 = icmp slt i32 %8, 3, !dbg !500
  br i1 %9, label %10, label %24, !dbg !501

10:                                               ; preds = %7
  %11 = load i32, ptr %5, align 4, !dbg !502
  %12 = sext i32 %11 to i64, !dbg !504
  %13 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %12, !dbg !504
  %14 = getelementptr inbounds %struct.msg_t, ptr %13, i32 0, i32 0, !dbg !505
  %15 = load i32, ptr %14, align 4, !dbg !505
  %16 = load i32, ptr %3, align 4, !dbg !506
  %17 = icmp eq i32 %15, %16, !dbg !507
  br i1 %17, label %18, label %20, !dbg !508

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4, !dbg !509
  store i32 %19, ptr %4, align 4, !dbg !510
  br label %20, !dbg !511

20:                                               ; preds = %18, %10
  br label %21, !dbg !506

21:                                               ; preds = %20
  %22 = load i32, ptr %5, align 4, !dbg !512
  %23 = add nsw i32 %22, 1, !dbg !512
  store i32 %23, ptr %5, align 4, !dbg !512
  br label %7, !dbg !513, !llvm.loop !514

24:                                               ; preds = %7
    #dbg_declare(ptr %6, !516, !DIExpression(), !518)
  store i32 0, ptr %6, align 4, !dbg !518
  br label %25, !dbg !519

25:                                               ; preds = %44, %24
  %26 = load i32, ptr %6, align 4, !dbg !520
  %27 = load i32, ptr %4, align 4, !dbg !522
  %28 = icmp slt i32 %26, %27, !dbg !523
  br i1 %28, label %29, label %47, !dbg !524

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4, !dbg !525
  %31 = sext i32 %30 to i64, !dbg !527
  %32 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %31, !dbg !527
  %33 = getelementptr inbounds %struct.msg_t, ptr %32, i32 0, i32 0, !dbg !528
  %34 = load i32, ptr %33, align 4, !dbg !528
  %35 = load i32, ptr %3, align 4, !dbg !529
  %36 = icmp eq i32 %34, %35, !dbg !530
  br i1 %36, label %37, label %43, !dbg !531

37:                                               ; preds = %29
  %38 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !532
  br i1 %38, label %39, label %43, !dbg !533

39:                                               ; preds = %37
  %40 = load i32, ptr %6, align 4, !dbg !534
  %41 = sext i32 %40 to i64, !dbg !535
  %42 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %41, !dbg !535
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %42, i64 20, i1 false), !dbg !535
  br label %51, !dbg !536

43:                                               ; preds = %37, %29
  br label %44, !dbg !537

44:                                               ; preds = %43
  %45 = load i32, ptr %6, align 4, !dbg !538
  %46 = add nsw i32 %45, 1, !dbg !538
  store i32 %46, ptr %6, align 4, !dbg !538
  br label %25, !dbg !539, !llvm.loop !540

47:                                               ; preds = %25
  %48 = load i32, ptr %4, align 4, !dbg !542
  %49 = sext i32 %48 to i64, !dbg !543
  %50 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %49, !dbg !543
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %50, i64 20, i1 false), !dbg !543
  br label %51, !dbg !544

51:                                               ; preds = %47, %39
  ret void, !dbg !545
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forge(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !546 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !547, !DIExpression(), !548)
    #dbg_declare(ptr %0, !549, !DIExpression(), !550)
  call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 20, i1 false), !dbg !550
  %4 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !551
  %5 = load i32, ptr %3, align 4, !dbg !552
  store i32 %5, ptr %4, align 4, !dbg !551
  %6 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !551
  %7 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !551
  %8 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !551
  %9 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !551
  %10 = load i32, ptr %3, align 4, !dbg !553
  %11 = icmp eq i32 %10, 1, !dbg !555
  br i1 %11, label %12, label %19, !dbg !556

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !557
  store i32 2, ptr %13, align 4, !dbg !559
  %14 = call i32 @any_nonce(), !dbg !560
  %15 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !561
  store i32 %14, ptr %15, align 4, !dbg !562
  %16 = call i32 @any_nonce(), !dbg !563
  %17 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !564
  store i32 %16, ptr %17, align 4, !dbg !565
  %18 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !566
  store i32 3, ptr %18, align 4, !dbg !567
  br label %34, !dbg !568

19:                                               ; preds = %2
  %20 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !569
  br i1 %20, label %29, label %21, !dbg !571

21:                                               ; preds = %19
  %22 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !572
  store i32 1, ptr %22, align 4, !dbg !574
  %23 = call i32 @any_nonce(), !dbg !575
  %24 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !576
  store i32 %23, ptr %24, align 4, !dbg !577
  %25 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !578
  %26 = zext i1 %25 to i64, !dbg !578
  %27 = select i1 %25, i32 3, i32 1, !dbg !578
  %28 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !579
  store i32 %27, ptr %28, align 4, !dbg !580
  br label %33, !dbg !581

29:                                               ; preds = %19
  %30 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !582
  store i32 3, ptr %30, align 4, !dbg !584
  %31 = call i32 @any_nonce(), !dbg !585
  %32 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !586
  store i32 %31, ptr %32, align 4, !dbg !587
  br label %33

33:                                               ; preds = %29, %21
  br label %34

34:                                               ; preds = %33, %12
  ret void, !dbg !588
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @same(ptr noundef byval(%struct.msg_t) align 8 %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !589 {
    #dbg_declare(ptr %0, !592, !DIExpression(), !593)
    #dbg_declare(ptr %1, !594, !DIExpression(), !595)
  %3 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !596
  %4 = load i32, ptr %3, align 8, !dbg !596
  %5 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 0, !dbg !597
  %6 = load i32, ptr %5, align 8, !dbg !597
  %7 = icmp eq i32 %4, %6, !dbg !598
  br i1 %7, label %8, label %32, !dbg !599

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !600
  %10 = load i32, ptr %9, align 4, !dbg !600
  %11 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 1, !dbg !601
  %12 = load i32, ptr %11, align 4, !dbg !601
  %13 = icmp eq i32 %10, %12, !dbg !602
  br i1 %13, label %14, label %32, !dbg !603

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !604
  %16 = load i32, ptr %15, align 8, !dbg !604
  %17 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 2, !dbg !605
  %18 = load i32, ptr %17, align 8, !dbg !605
  %19 = icmp eq i32 %16, %18, !dbg !606
  br i1 %19, label %20, label %32, !dbg !607

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !608
  %22 = load i32, ptr %21, align 4, !dbg !608
  %23 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 3, !dbg !609
  %24 = load i32, ptr %23, align 4, !dbg !609
  %25 = icmp eq i32 %22, %24, !dbg !610
  br i1 %25, label %26, label %32, !dbg !611

26:                                               ; preds = %20
  %27 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !612
  %28 = load i32, ptr %27, align 8, !dbg !612
  %29 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 4, !dbg !613
  %30 = load i32, ptr %29, align 8, !dbg !613
  %31 = icmp eq i32 %28, %30, !dbg !614
  br label %32

32:                                               ; preds = %26, %20, %14, %8, %2
  %33 = phi i1 [ false, %20 ], [ false, %14 ], [ false, %8 ], [ false, %2 ], [ %31, %26 ], !dbg !615
  %34 = zext i1 %33 to i32, !dbg !611
  ret i32 %34, !dbg !616
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @any_nonce() #0 !dbg !617 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !618, !DIExpression(), !620)
  store i32 1, ptr %2, align 4, !dbg !620
  br label %3, !dbg !621

3:                                                ; preds = %17, %0
  %4 = load i32, ptr %2, align 4, !dbg !622
  %5 = icmp slt i32 %4, 3, !dbg !624
  br i1 %5, label %6, label %20, !dbg !625

6:                                                ; preds = %3
  %7 = load i32, ptr @known, align 4, !dbg !626
  %8 = load i32, ptr %2, align 4, !dbg !628
  %9 = shl i32 1, %8, !dbg !629
  %10 = and i32 %7, %9, !dbg !630
  %11 = icmp ne i32 %10, 0, !dbg !630
  br i1 %11, label %12, label %16, !dbg !631

12:                                               ; preds = %6
  %13 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !632
  br i1 %13, label %16, label %14, !dbg !633

14:                                               ; preds = %12
  %15 = load i32, ptr %2, align 4, !dbg !634
  store i32 %15, ptr %1, align 4, !dbg !635
  br label %21, !dbg !635

16:                                               ; preds = %12, %6
  br label %17, !dbg !636

17:                                               ; preds = %16
  %18 = load i32, ptr %2, align 4, !dbg !637
  %19 = add nsw i32 %18, 1, !dbg !637
  store i32 %19, ptr %2, align 4, !dbg !637
  br label %3, !dbg !638, !llvm.loop !639

20:                                               ; preds = %3
  store i32 3, ptr %1, align 4, !dbg !641
  br label %21, !dbg !641

21:                                               ; preds = %20, %14
  %22 = load i32, ptr %1, align 4, !dbg !642
  ret i32 %22, !dbg !642
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!134, !135, !136, !137, !138, !139, !140}
!llvm.ident = !{!141}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 72, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder_mailbox.c", directory: "/work/mc43/programs", checksumkind: CSK_MD5, checksum: "cfcd107e35f961144ae7a86f0ba4f277")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 47, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 48, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !105, !107, !112, !117, !123, !125, !127, !132}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "network", scope: !2, file: !3, line: 64, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !21, line: 72, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!22 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 67, size: 320, elements: !23)
!23 = !{!24, !45, !50}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !22, file: !21, line: 69, baseType: !25, size: 320)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !26, line: 22, size: 320, elements: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!27 = !{!28, !30, !31, !32, !33, !34, !36, !37}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !25, file: !26, line: 24, baseType: !29, size: 32)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !25, file: !26, line: 25, baseType: !6, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !25, file: !26, line: 26, baseType: !29, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !25, file: !26, line: 28, baseType: !6, size: 32, offset: 96)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !25, file: !26, line: 32, baseType: !29, size: 32, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !25, file: !26, line: 34, baseType: !35, size: 16, offset: 160)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !25, file: !26, line: 35, baseType: !35, size: 16, offset: 176)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !25, file: !26, line: 36, baseType: !38, size: 128, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !39, line: 55, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !39, line: 51, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !40, file: !39, line: 53, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !40, file: !39, line: 54, baseType: !43, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !22, file: !21, line: 70, baseType: !46, size: 320)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 320, elements: !48)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !22, file: !21, line: 71, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 66, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 3840, elements: !103)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "mailbox_t", file: !3, line: 62, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 57, size: 960, elements: !57)
!57 = !{!58, !92, !93, !94}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "arrived", scope: !56, file: !3, line: 58, baseType: !59, size: 384)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !21, line: 80, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 75, size: 384, elements: !61)
!61 = !{!62, !86, !90}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !60, file: !21, line: 77, baseType: !63, size: 384)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !39, line: 94, size: 384, elements: !64)
!64 = !{!65, !77, !78, !82, !83, !84, !85}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !63, file: !39, line: 96, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !67, line: 33, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !67, line: 25, size: 64, elements: !69)
!69 = !{!70, !72}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !68, file: !67, line: 27, baseType: !71, size: 64)
!71 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !68, file: !67, line: 32, baseType: !73, size: 64)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !68, file: !67, line: 28, size: 64, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !73, file: !67, line: 30, baseType: !6, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !73, file: !67, line: 31, baseType: !6, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !63, file: !39, line: 97, baseType: !66, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !63, file: !39, line: 98, baseType: !79, size: 64, offset: 128)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !63, file: !39, line: 99, baseType: !79, size: 64, offset: 192)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !63, file: !39, line: 100, baseType: !6, size: 32, offset: 256)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !63, file: !39, line: 101, baseType: !6, size: 32, offset: 288)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !63, file: !39, line: 102, baseType: !79, size: 64, offset: 320)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !60, file: !21, line: 78, baseType: !87, size: 384)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 384, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 48)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !60, file: !21, line: 79, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !56, file: !3, line: 59, baseType: !59, size: 384, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "full", scope: !56, file: !3, line: 60, baseType: !29, size: 32, offset: 768)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !56, file: !3, line: 61, baseType: !95, size: 160, offset: 800)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 55, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 50, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 51, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 52, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "n1", scope: !96, file: !3, line: 53, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "n2", scope: !96, file: !3, line: 53, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !96, file: !3, line: 54, baseType: !29, size: 32, offset: 128)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "stirred", scope: !2, file: !3, line: 65, type: !59, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 36)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 28)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 192, elements: !121)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!121 = !{!122}
!122 = !DISubrange(count: 24)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 73, type: !29, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "known", scope: !2, file: !3, line: 149, type: !29, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "stored", scope: !2, file: !3, line: 150, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 480, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 3)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "stored_next", scope: !2, file: !3, line: 151, type: !29, isLocal: true, isDefinition: true)
!134 = !{i32 7, !"Dwarf Version", i32 5}
!135 = !{i32 2, !"Debug Info Version", i32 3}
!136 = !{i32 1, !"wchar_size", i32 4}
!137 = !{i32 8, !"PIC Level", i32 2}
!138 = !{i32 7, !"PIE Level", i32 2}
!139 = !{i32 7, !"uwtable", i32 2}
!140 = !{i32 7, !"frame-pointer", i32 2}
!141 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!142 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 251, type: !143, scopeLine: 252, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!29}
!145 = !{}
!146 = !DILocalVariable(name: "a", scope: !142, file: !3, line: 253, type: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !148)
!148 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!149 = !DILocation(line: 253, column: 15, scope: !142)
!150 = !DILocalVariable(name: "b", scope: !142, file: !3, line: 253, type: !147)
!151 = !DILocation(line: 253, column: 18, scope: !142)
!152 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 253, type: !147)
!153 = !DILocation(line: 253, column: 21, scope: !142)
!154 = !DILocation(line: 254, column: 5, scope: !142)
!155 = !DILocation(line: 255, column: 5, scope: !142)
!156 = !DILocation(line: 256, column: 5, scope: !142)
!157 = !DILocation(line: 257, column: 18, scope: !142)
!158 = !DILocation(line: 257, column: 5, scope: !142)
!159 = !DILocation(line: 258, column: 18, scope: !142)
!160 = !DILocation(line: 258, column: 5, scope: !142)
!161 = !DILocation(line: 259, column: 5, scope: !142)
!162 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 106, type: !163, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!163 = !DISubroutineType(types: !164)
!164 = !{!165, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!166 = !DILocalVariable(name: "arg", arg: 1, scope: !162, file: !3, line: 106, type: !165)
!167 = !DILocation(line: 106, column: 30, scope: !162)
!168 = !DILocation(line: 108, column: 11, scope: !162)
!169 = !DILocalVariable(name: "partner", scope: !162, file: !3, line: 109, type: !29)
!170 = !DILocation(line: 109, column: 9, scope: !162)
!171 = !DILocation(line: 109, column: 19, scope: !162)
!172 = !DILocation(line: 110, column: 17, scope: !162)
!173 = !DILocation(line: 110, column: 15, scope: !162)
!174 = !DILocation(line: 111, column: 17, scope: !162)
!175 = !DILocation(line: 111, column: 25, scope: !162)
!176 = !DILocation(line: 111, column: 5, scope: !162)
!177 = !DILocalVariable(name: "m", scope: !162, file: !3, line: 112, type: !95)
!178 = !DILocation(line: 112, column: 11, scope: !162)
!179 = !DILocation(line: 113, column: 5, scope: !162)
!180 = !DILocation(line: 114, column: 13, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 113, column: 14)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 113, column: 5)
!183 = distinct !DILexicalBlock(scope: !162, file: !3, line: 113, column: 5)
!184 = !DILocation(line: 115, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !181, file: !3, line: 115, column: 13)
!186 = !DILocation(line: 115, column: 19, scope: !185)
!187 = !DILocation(line: 115, column: 24, scope: !185)
!188 = !DILocation(line: 115, column: 29, scope: !185)
!189 = !DILocation(line: 115, column: 34, scope: !185)
!190 = !DILocation(line: 115, column: 39, scope: !185)
!191 = !DILocation(line: 115, column: 44, scope: !185)
!192 = !DILocation(line: 115, column: 47, scope: !185)
!193 = !DILocation(line: 117, column: 13, scope: !185)
!194 = !DILocation(line: 117, column: 18, scope: !185)
!195 = !DILocation(line: 117, column: 26, scope: !185)
!196 = !DILocation(line: 117, column: 23, scope: !185)
!197 = !DILocation(line: 115, column: 13, scope: !181)
!198 = !DILocation(line: 120, column: 13, scope: !185)
!199 = !DILocation(line: 113, column: 5, scope: !182)
!200 = distinct !{!200, !201, !202}
!201 = !DILocation(line: 113, column: 5, scope: !183)
!202 = !DILocation(line: 121, column: 5, scope: !183)
!203 = !DILocation(line: 122, column: 17, scope: !162)
!204 = !DILocation(line: 122, column: 25, scope: !162)
!205 = !DILocation(line: 122, column: 53, scope: !162)
!206 = !DILocation(line: 122, column: 5, scope: !162)
!207 = !DILocation(line: 123, column: 5, scope: !162)
!208 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 126, type: !163, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!209 = !DILocalVariable(name: "arg", arg: 1, scope: !208, file: !3, line: 126, type: !165)
!210 = !DILocation(line: 126, column: 30, scope: !208)
!211 = !DILocation(line: 128, column: 11, scope: !208)
!212 = !DILocalVariable(name: "m", scope: !208, file: !3, line: 129, type: !95)
!213 = !DILocation(line: 129, column: 11, scope: !208)
!214 = !DILocation(line: 130, column: 5, scope: !208)
!215 = !DILocation(line: 131, column: 13, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 130, column: 14)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 130, column: 5)
!218 = distinct !DILexicalBlock(scope: !208, file: !3, line: 130, column: 5)
!219 = !DILocation(line: 132, column: 15, scope: !220)
!220 = distinct !DILexicalBlock(scope: !216, file: !3, line: 132, column: 13)
!221 = !DILocation(line: 132, column: 19, scope: !220)
!222 = !DILocation(line: 132, column: 24, scope: !220)
!223 = !DILocation(line: 132, column: 29, scope: !220)
!224 = !DILocation(line: 132, column: 34, scope: !220)
!225 = !DILocation(line: 132, column: 39, scope: !220)
!226 = !DILocation(line: 132, column: 44, scope: !220)
!227 = !DILocation(line: 132, column: 42, scope: !220)
!228 = !DILocation(line: 132, column: 47, scope: !220)
!229 = !DILocation(line: 132, column: 53, scope: !220)
!230 = !DILocation(line: 132, column: 58, scope: !220)
!231 = !DILocation(line: 132, column: 63, scope: !220)
!232 = !DILocation(line: 132, column: 68, scope: !220)
!233 = !DILocation(line: 132, column: 73, scope: !220)
!234 = !DILocation(line: 132, column: 13, scope: !216)
!235 = !DILocation(line: 133, column: 13, scope: !220)
!236 = !DILocation(line: 130, column: 5, scope: !217)
!237 = distinct !{!237, !238, !239}
!238 = !DILocation(line: 130, column: 5, scope: !218)
!239 = !DILocation(line: 134, column: 5, scope: !218)
!240 = !DILocalVariable(name: "partner", scope: !208, file: !3, line: 135, type: !29)
!241 = !DILocation(line: 135, column: 9, scope: !208)
!242 = !DILocation(line: 135, column: 21, scope: !208)
!243 = !DILocation(line: 136, column: 17, scope: !208)
!244 = !DILocation(line: 136, column: 25, scope: !208)
!245 = !DILocation(line: 136, column: 53, scope: !208)
!246 = !DILocation(line: 136, column: 5, scope: !208)
!247 = !DILocation(line: 137, column: 5, scope: !208)
!248 = !DILocation(line: 138, column: 13, scope: !249)
!249 = distinct !DILexicalBlock(scope: !250, file: !3, line: 137, column: 14)
!250 = distinct !DILexicalBlock(scope: !251, file: !3, line: 137, column: 5)
!251 = distinct !DILexicalBlock(scope: !208, file: !3, line: 137, column: 5)
!252 = !DILocation(line: 139, column: 15, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 139, column: 13)
!254 = !DILocation(line: 139, column: 19, scope: !253)
!255 = !DILocation(line: 139, column: 24, scope: !253)
!256 = !DILocation(line: 139, column: 29, scope: !253)
!257 = !DILocation(line: 139, column: 34, scope: !253)
!258 = !DILocation(line: 139, column: 39, scope: !253)
!259 = !DILocation(line: 139, column: 44, scope: !253)
!260 = !DILocation(line: 139, column: 47, scope: !253)
!261 = !DILocation(line: 139, column: 13, scope: !249)
!262 = !DILocation(line: 140, column: 13, scope: !253)
!263 = !DILocation(line: 137, column: 5, scope: !250)
!264 = distinct !{!264, !265, !266}
!265 = !DILocation(line: 137, column: 5, scope: !251)
!266 = !DILocation(line: 141, column: 5, scope: !251)
!267 = !DILocation(line: 142, column: 17, scope: !208)
!268 = !DILocation(line: 142, column: 15, scope: !208)
!269 = !DILocation(line: 144, column: 5, scope: !270)
!270 = distinct !DILexicalBlock(scope: !271, file: !3, line: 144, column: 5)
!271 = distinct !DILexicalBlock(scope: !208, file: !3, line: 144, column: 5)
!272 = !DILocation(line: 144, column: 5, scope: !271)
!273 = !DILocation(line: 145, column: 5, scope: !208)
!274 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 226, type: !163, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!275 = !DILocalVariable(name: "arg", arg: 1, scope: !274, file: !3, line: 226, type: !165)
!276 = !DILocation(line: 226, column: 29, scope: !274)
!277 = !DILocation(line: 228, column: 11, scope: !274)
!278 = !DILocation(line: 229, column: 5, scope: !274)
!279 = !DILocation(line: 230, column: 9, scope: !280)
!280 = distinct !DILexicalBlock(scope: !281, file: !3, line: 229, column: 14)
!281 = distinct !DILexicalBlock(scope: !282, file: !3, line: 229, column: 5)
!282 = distinct !DILexicalBlock(scope: !274, file: !3, line: 229, column: 5)
!283 = !DILocation(line: 231, column: 9, scope: !280)
!284 = !DILocation(line: 231, column: 24, scope: !280)
!285 = !DILocation(line: 231, column: 17, scope: !280)
!286 = !DILocation(line: 231, column: 29, scope: !280)
!287 = !DILocation(line: 231, column: 39, scope: !280)
!288 = !DILocation(line: 231, column: 32, scope: !280)
!289 = !DILocation(line: 231, column: 44, scope: !280)
!290 = !DILocation(line: 231, column: 54, scope: !280)
!291 = !DILocation(line: 0, scope: !280)
!292 = !DILocation(line: 232, column: 13, scope: !280)
!293 = distinct !{!293, !283, !294, !295}
!294 = !DILocation(line: 232, column: 49, scope: !280)
!295 = !{!"llvm.loop.mustprogress"}
!296 = !DILocation(line: 233, column: 20, scope: !297)
!297 = distinct !DILexicalBlock(scope: !280, file: !3, line: 233, column: 13)
!298 = !DILocation(line: 233, column: 13, scope: !297)
!299 = !DILocation(line: 233, column: 13, scope: !280)
!300 = !DILocalVariable(name: "m", scope: !301, file: !3, line: 235, type: !95)
!301 = distinct !DILexicalBlock(scope: !297, file: !3, line: 233, column: 26)
!302 = !DILocation(line: 235, column: 19, scope: !301)
!303 = !DILocation(line: 235, column: 30, scope: !301)
!304 = !DILocation(line: 236, column: 25, scope: !301)
!305 = !DILocation(line: 237, column: 13, scope: !301)
!306 = !DILocation(line: 238, column: 13, scope: !301)
!307 = !DILocation(line: 239, column: 13, scope: !301)
!308 = !DILocation(line: 240, column: 13, scope: !301)
!309 = distinct !{!309, !310, !311}
!310 = !DILocation(line: 229, column: 5, scope: !282)
!311 = !DILocation(line: 247, column: 5, scope: !282)
!312 = !DILocalVariable(name: "to", scope: !280, file: !3, line: 243, type: !29)
!313 = !DILocation(line: 243, column: 13, scope: !280)
!314 = !DILocation(line: 243, column: 25, scope: !280)
!315 = !DILocation(line: 243, column: 18, scope: !280)
!316 = !DILocation(line: 243, column: 43, scope: !280)
!317 = !DILocation(line: 243, column: 36, scope: !280)
!318 = !DILocation(line: 243, column: 54, scope: !280)
!319 = !DILocation(line: 244, column: 9, scope: !280)
!320 = !DILocalVariable(name: "m", scope: !280, file: !3, line: 245, type: !95)
!321 = !DILocation(line: 245, column: 15, scope: !280)
!322 = !DILocation(line: 245, column: 30, scope: !280)
!323 = !DILocation(line: 245, column: 19, scope: !280)
!324 = !DILocation(line: 245, column: 34, scope: !280)
!325 = !DILocation(line: 245, column: 38, scope: !280)
!326 = !DILocation(line: 245, column: 76, scope: !280)
!327 = !DILocation(line: 245, column: 65, scope: !280)
!328 = !DILocation(line: 245, column: 88, scope: !280)
!329 = !DILocation(line: 245, column: 82, scope: !280)
!330 = !DILocation(line: 246, column: 17, scope: !280)
!331 = !DILocation(line: 246, column: 9, scope: !280)
!332 = !DILocation(line: 229, column: 5, scope: !281)
!333 = distinct !DISubprogram(name: "send", scope: !3, file: !3, line: 104, type: !334, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !95}
!336 = !DILocalVariable(name: "m", arg: 1, scope: !333, file: !3, line: 104, type: !95)
!337 = !DILocation(line: 104, column: 24, scope: !333)
!338 = !DILocation(line: 104, column: 29, scope: !333)
!339 = !DILocation(line: 104, column: 44, scope: !333)
!340 = distinct !DISubprogram(name: "collect", scope: !3, file: !3, line: 90, type: !341, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!341 = !DISubroutineType(types: !342)
!342 = !{!95, !29}
!343 = !DILocalVariable(name: "who", arg: 1, scope: !340, file: !3, line: 90, type: !29)
!344 = !DILocation(line: 90, column: 26, scope: !340)
!345 = !DILocation(line: 92, column: 5, scope: !340)
!346 = !DILocation(line: 93, column: 5, scope: !340)
!347 = !DILocation(line: 93, column: 17, scope: !340)
!348 = !DILocation(line: 93, column: 13, scope: !340)
!349 = !DILocation(line: 93, column: 22, scope: !340)
!350 = !DILocation(line: 93, column: 12, scope: !340)
!351 = !DILocation(line: 94, column: 32, scope: !340)
!352 = !DILocation(line: 94, column: 28, scope: !340)
!353 = !DILocation(line: 94, column: 37, scope: !340)
!354 = !DILocation(line: 94, column: 9, scope: !340)
!355 = distinct !{!355, !346, !356, !295}
!356 = !DILocation(line: 94, column: 54, scope: !340)
!357 = !DILocalVariable(name: "m", scope: !340, file: !3, line: 95, type: !95)
!358 = !DILocation(line: 95, column: 11, scope: !340)
!359 = !DILocation(line: 95, column: 19, scope: !340)
!360 = !DILocation(line: 95, column: 15, scope: !340)
!361 = !DILocation(line: 95, column: 24, scope: !340)
!362 = !DILocation(line: 96, column: 9, scope: !340)
!363 = !DILocation(line: 96, column: 5, scope: !340)
!364 = !DILocation(line: 96, column: 14, scope: !340)
!365 = !DILocation(line: 96, column: 19, scope: !340)
!366 = !DILocation(line: 97, column: 30, scope: !340)
!367 = !DILocation(line: 97, column: 26, scope: !340)
!368 = !DILocation(line: 97, column: 35, scope: !340)
!369 = !DILocation(line: 97, column: 5, scope: !340)
!370 = !DILocation(line: 98, column: 5, scope: !340)
!371 = !DILocation(line: 99, column: 5, scope: !340)
!372 = !DILocation(line: 100, column: 5, scope: !340)
!373 = distinct !DISubprogram(name: "deliver", scope: !3, file: !3, line: 76, type: !374, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!374 = !DISubroutineType(types: !375)
!375 = !{null, !29, !95}
!376 = !DILocalVariable(name: "to", arg: 1, scope: !373, file: !3, line: 76, type: !29)
!377 = !DILocation(line: 76, column: 25, scope: !373)
!378 = !DILocalVariable(name: "m", arg: 2, scope: !373, file: !3, line: 76, type: !95)
!379 = !DILocation(line: 76, column: 35, scope: !373)
!380 = !DILocation(line: 78, column: 5, scope: !373)
!381 = !DILocation(line: 79, column: 5, scope: !373)
!382 = !DILocation(line: 79, column: 16, scope: !373)
!383 = !DILocation(line: 79, column: 12, scope: !373)
!384 = !DILocation(line: 79, column: 20, scope: !373)
!385 = !DILocation(line: 80, column: 32, scope: !373)
!386 = !DILocation(line: 80, column: 28, scope: !373)
!387 = !DILocation(line: 80, column: 36, scope: !373)
!388 = !DILocation(line: 80, column: 9, scope: !373)
!389 = distinct !{!389, !381, !390, !295}
!390 = !DILocation(line: 80, column: 50, scope: !373)
!391 = !DILocation(line: 81, column: 9, scope: !373)
!392 = !DILocation(line: 81, column: 5, scope: !373)
!393 = !DILocation(line: 81, column: 13, scope: !373)
!394 = !DILocation(line: 81, column: 20, scope: !373)
!395 = !DILocation(line: 82, column: 9, scope: !373)
!396 = !DILocation(line: 82, column: 5, scope: !373)
!397 = !DILocation(line: 82, column: 13, scope: !373)
!398 = !DILocation(line: 82, column: 18, scope: !373)
!399 = !DILocation(line: 83, column: 30, scope: !373)
!400 = !DILocation(line: 83, column: 26, scope: !373)
!401 = !DILocation(line: 83, column: 34, scope: !373)
!402 = !DILocation(line: 83, column: 5, scope: !373)
!403 = !DILocation(line: 84, column: 9, scope: !404)
!404 = distinct !DILexicalBlock(scope: !373, file: !3, line: 84, column: 9)
!405 = !DILocation(line: 84, column: 12, scope: !404)
!406 = !DILocation(line: 84, column: 9, scope: !373)
!407 = !DILocation(line: 85, column: 9, scope: !404)
!408 = !DILocation(line: 86, column: 5, scope: !373)
!409 = !DILocation(line: 87, column: 1, scope: !373)
!410 = distinct !DISubprogram(name: "learn", scope: !3, file: !3, line: 159, type: !334, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!411 = !DILocalVariable(name: "m", arg: 1, scope: !410, file: !3, line: 159, type: !95)
!412 = !DILocation(line: 159, column: 25, scope: !410)
!413 = !DILocation(line: 161, column: 11, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !3, line: 161, column: 9)
!415 = !DILocation(line: 161, column: 15, scope: !414)
!416 = !DILocation(line: 161, column: 9, scope: !410)
!417 = !DILocation(line: 162, column: 15, scope: !418)
!418 = distinct !DILexicalBlock(scope: !419, file: !3, line: 162, column: 13)
!419 = distinct !DILexicalBlock(scope: !414, file: !3, line: 161, column: 21)
!420 = !DILocation(line: 162, column: 13, scope: !418)
!421 = !DILocation(line: 162, column: 13, scope: !419)
!422 = !DILocation(line: 163, column: 29, scope: !418)
!423 = !DILocation(line: 163, column: 24, scope: !418)
!424 = !DILocation(line: 163, column: 19, scope: !418)
!425 = !DILocation(line: 163, column: 13, scope: !418)
!426 = !DILocation(line: 164, column: 15, scope: !427)
!427 = distinct !DILexicalBlock(scope: !419, file: !3, line: 164, column: 13)
!428 = !DILocation(line: 164, column: 13, scope: !427)
!429 = !DILocation(line: 164, column: 13, scope: !419)
!430 = !DILocation(line: 165, column: 29, scope: !427)
!431 = !DILocation(line: 165, column: 24, scope: !427)
!432 = !DILocation(line: 165, column: 19, scope: !427)
!433 = !DILocation(line: 165, column: 13, scope: !427)
!434 = !DILocation(line: 166, column: 9, scope: !419)
!435 = !DILocalVariable(name: "k", scope: !436, file: !3, line: 168, type: !29)
!436 = distinct !DILexicalBlock(scope: !410, file: !3, line: 168, column: 5)
!437 = !DILocation(line: 168, column: 14, scope: !436)
!438 = !DILocation(line: 168, column: 10, scope: !436)
!439 = !DILocation(line: 168, column: 21, scope: !440)
!440 = distinct !DILexicalBlock(scope: !436, file: !3, line: 168, column: 5)
!441 = !DILocation(line: 168, column: 23, scope: !440)
!442 = !DILocation(line: 168, column: 5, scope: !436)
!443 = !DILocation(line: 169, column: 25, scope: !444)
!444 = distinct !DILexicalBlock(scope: !440, file: !3, line: 169, column: 13)
!445 = !DILocation(line: 169, column: 18, scope: !444)
!446 = !DILocation(line: 169, column: 13, scope: !444)
!447 = !DILocation(line: 169, column: 13, scope: !440)
!448 = !DILocation(line: 170, column: 13, scope: !444)
!449 = !DILocation(line: 169, column: 30, scope: !444)
!450 = !DILocation(line: 168, column: 34, scope: !440)
!451 = !DILocation(line: 168, column: 5, scope: !440)
!452 = distinct !{!452, !442, !453, !295}
!453 = !DILocation(line: 170, column: 13, scope: !436)
!454 = !DILocation(line: 171, column: 12, scope: !410)
!455 = !DILocation(line: 171, column: 5, scope: !410)
!456 = !DILocation(line: 171, column: 27, scope: !410)
!457 = !DILocation(line: 172, column: 20, scope: !410)
!458 = !DILocation(line: 172, column: 32, scope: !410)
!459 = !DILocation(line: 172, column: 37, scope: !410)
!460 = !DILocation(line: 172, column: 17, scope: !410)
!461 = !DILocation(line: 173, column: 1, scope: !410)
!462 = distinct !DISubprogram(name: "replayable", scope: !3, file: !3, line: 185, type: !463, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!463 = !DISubroutineType(types: !464)
!464 = !{!29, !29}
!465 = !DILocalVariable(name: "to", arg: 1, scope: !462, file: !3, line: 185, type: !29)
!466 = !DILocation(line: 185, column: 27, scope: !462)
!467 = !DILocalVariable(name: "k", scope: !468, file: !3, line: 187, type: !29)
!468 = distinct !DILexicalBlock(scope: !462, file: !3, line: 187, column: 5)
!469 = !DILocation(line: 187, column: 14, scope: !468)
!470 = !DILocation(line: 187, column: 10, scope: !468)
!471 = !DILocation(line: 187, column: 21, scope: !472)
!472 = distinct !DILexicalBlock(scope: !468, file: !3, line: 187, column: 5)
!473 = !DILocation(line: 187, column: 23, scope: !472)
!474 = !DILocation(line: 187, column: 5, scope: !468)
!475 = !DILocation(line: 188, column: 20, scope: !476)
!476 = distinct !DILexicalBlock(scope: !472, file: !3, line: 188, column: 13)
!477 = !DILocation(line: 188, column: 13, scope: !476)
!478 = !DILocation(line: 188, column: 23, scope: !476)
!479 = !DILocation(line: 188, column: 30, scope: !476)
!480 = !DILocation(line: 188, column: 27, scope: !476)
!481 = !DILocation(line: 188, column: 13, scope: !472)
!482 = !DILocation(line: 189, column: 13, scope: !476)
!483 = !DILocation(line: 187, column: 34, scope: !472)
!484 = !DILocation(line: 187, column: 5, scope: !472)
!485 = distinct !{!485, !474, !486, !295}
!486 = !DILocation(line: 189, column: 20, scope: !468)
!487 = !DILocation(line: 190, column: 5, scope: !462)
!488 = !DILocation(line: 191, column: 1, scope: !462)
!489 = distinct !DISubprogram(name: "any_stored", scope: !3, file: !3, line: 195, type: !341, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!490 = !DILocalVariable(name: "to", arg: 1, scope: !489, file: !3, line: 195, type: !29)
!491 = !DILocation(line: 195, column: 29, scope: !489)
!492 = !DILocalVariable(name: "last", scope: !489, file: !3, line: 197, type: !29)
!493 = !DILocation(line: 197, column: 9, scope: !489)
!494 = !DILocalVariable(name: "k", scope: !495, file: !3, line: 198, type: !29)
!495 = distinct !DILexicalBlock(scope: !489, file: !3, line: 198, column: 5)
!496 = !DILocation(line: 198, column: 14, scope: !495)
!497 = !DILocation(line: 198, column: 10, scope: !495)
!498 = !DILocation(line: 198, column: 21, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !3, line: 198, column: 5)
!500 = !DILocation(line: 198, column: 23, scope: !499)
!501 = !DILocation(line: 198, column: 5, scope: !495)
!502 = !DILocation(line: 199, column: 20, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !3, line: 199, column: 13)
!504 = !DILocation(line: 199, column: 13, scope: !503)
!505 = !DILocation(line: 199, column: 23, scope: !503)
!506 = !DILocation(line: 199, column: 30, scope: !503)
!507 = !DILocation(line: 199, column: 27, scope: !503)
!508 = !DILocation(line: 199, column: 13, scope: !499)
!509 = !DILocation(line: 200, column: 20, scope: !503)
!510 = !DILocation(line: 200, column: 18, scope: !503)
!511 = !DILocation(line: 200, column: 13, scope: !503)
!512 = !DILocation(line: 198, column: 34, scope: !499)
!513 = !DILocation(line: 198, column: 5, scope: !499)
!514 = distinct !{!514, !501, !515, !295}
!515 = !DILocation(line: 200, column: 20, scope: !495)
!516 = !DILocalVariable(name: "k", scope: !517, file: !3, line: 201, type: !29)
!517 = distinct !DILexicalBlock(scope: !489, file: !3, line: 201, column: 5)
!518 = !DILocation(line: 201, column: 14, scope: !517)
!519 = !DILocation(line: 201, column: 10, scope: !517)
!520 = !DILocation(line: 201, column: 21, scope: !521)
!521 = distinct !DILexicalBlock(scope: !517, file: !3, line: 201, column: 5)
!522 = !DILocation(line: 201, column: 25, scope: !521)
!523 = !DILocation(line: 201, column: 23, scope: !521)
!524 = !DILocation(line: 201, column: 5, scope: !517)
!525 = !DILocation(line: 202, column: 20, scope: !526)
!526 = distinct !DILexicalBlock(scope: !521, file: !3, line: 202, column: 13)
!527 = !DILocation(line: 202, column: 13, scope: !526)
!528 = !DILocation(line: 202, column: 23, scope: !526)
!529 = !DILocation(line: 202, column: 30, scope: !526)
!530 = !DILocation(line: 202, column: 27, scope: !526)
!531 = !DILocation(line: 202, column: 33, scope: !526)
!532 = !DILocation(line: 202, column: 36, scope: !526)
!533 = !DILocation(line: 202, column: 13, scope: !521)
!534 = !DILocation(line: 203, column: 27, scope: !526)
!535 = !DILocation(line: 203, column: 20, scope: !526)
!536 = !DILocation(line: 203, column: 13, scope: !526)
!537 = !DILocation(line: 202, column: 59, scope: !526)
!538 = !DILocation(line: 201, column: 32, scope: !521)
!539 = !DILocation(line: 201, column: 5, scope: !521)
!540 = distinct !{!540, !524, !541, !295}
!541 = !DILocation(line: 203, column: 28, scope: !517)
!542 = !DILocation(line: 204, column: 19, scope: !489)
!543 = !DILocation(line: 204, column: 12, scope: !489)
!544 = !DILocation(line: 204, column: 5, scope: !489)
!545 = !DILocation(line: 205, column: 1, scope: !489)
!546 = distinct !DISubprogram(name: "forge", scope: !3, file: !3, line: 207, type: !341, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!547 = !DILocalVariable(name: "to", arg: 1, scope: !546, file: !3, line: 207, type: !29)
!548 = !DILocation(line: 207, column: 24, scope: !546)
!549 = !DILocalVariable(name: "m", scope: !546, file: !3, line: 209, type: !95)
!550 = !DILocation(line: 209, column: 11, scope: !546)
!551 = !DILocation(line: 209, column: 15, scope: !546)
!552 = !DILocation(line: 209, column: 23, scope: !546)
!553 = !DILocation(line: 210, column: 9, scope: !554)
!554 = distinct !DILexicalBlock(scope: !546, file: !3, line: 210, column: 9)
!555 = !DILocation(line: 210, column: 12, scope: !554)
!556 = !DILocation(line: 210, column: 9, scope: !546)
!557 = !DILocation(line: 211, column: 11, scope: !558)
!558 = distinct !DILexicalBlock(scope: !554, file: !3, line: 210, column: 18)
!559 = !DILocation(line: 211, column: 16, scope: !558)
!560 = !DILocation(line: 212, column: 16, scope: !558)
!561 = !DILocation(line: 212, column: 11, scope: !558)
!562 = !DILocation(line: 212, column: 14, scope: !558)
!563 = !DILocation(line: 213, column: 16, scope: !558)
!564 = !DILocation(line: 213, column: 11, scope: !558)
!565 = !DILocation(line: 213, column: 14, scope: !558)
!566 = !DILocation(line: 214, column: 11, scope: !558)
!567 = !DILocation(line: 214, column: 16, scope: !558)
!568 = !DILocation(line: 215, column: 5, scope: !558)
!569 = !DILocation(line: 215, column: 17, scope: !570)
!570 = distinct !DILexicalBlock(scope: !554, file: !3, line: 215, column: 16)
!571 = !DILocation(line: 215, column: 16, scope: !554)
!572 = !DILocation(line: 216, column: 11, scope: !573)
!573 = distinct !DILexicalBlock(scope: !570, file: !3, line: 215, column: 43)
!574 = !DILocation(line: 216, column: 16, scope: !573)
!575 = !DILocation(line: 217, column: 16, scope: !573)
!576 = !DILocation(line: 217, column: 11, scope: !573)
!577 = !DILocation(line: 217, column: 14, scope: !573)
!578 = !DILocation(line: 218, column: 18, scope: !573)
!579 = !DILocation(line: 218, column: 11, scope: !573)
!580 = !DILocation(line: 218, column: 16, scope: !573)
!581 = !DILocation(line: 219, column: 5, scope: !573)
!582 = !DILocation(line: 220, column: 11, scope: !583)
!583 = distinct !DILexicalBlock(scope: !570, file: !3, line: 219, column: 12)
!584 = !DILocation(line: 220, column: 16, scope: !583)
!585 = !DILocation(line: 221, column: 16, scope: !583)
!586 = !DILocation(line: 221, column: 11, scope: !583)
!587 = !DILocation(line: 221, column: 14, scope: !583)
!588 = !DILocation(line: 223, column: 5, scope: !546)
!589 = distinct !DISubprogram(name: "same", scope: !3, file: !3, line: 153, type: !590, scopeLine: 154, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!590 = !DISubroutineType(types: !591)
!591 = !{!29, !95, !95}
!592 = !DILocalVariable(name: "x", arg: 1, scope: !589, file: !3, line: 153, type: !95)
!593 = !DILocation(line: 153, column: 23, scope: !589)
!594 = !DILocalVariable(name: "y", arg: 2, scope: !589, file: !3, line: 153, type: !95)
!595 = !DILocation(line: 153, column: 32, scope: !589)
!596 = !DILocation(line: 155, column: 14, scope: !589)
!597 = !DILocation(line: 155, column: 23, scope: !589)
!598 = !DILocation(line: 155, column: 18, scope: !589)
!599 = !DILocation(line: 155, column: 27, scope: !589)
!600 = !DILocation(line: 155, column: 32, scope: !589)
!601 = !DILocation(line: 155, column: 42, scope: !589)
!602 = !DILocation(line: 155, column: 37, scope: !589)
!603 = !DILocation(line: 155, column: 47, scope: !589)
!604 = !DILocation(line: 155, column: 52, scope: !589)
!605 = !DILocation(line: 155, column: 60, scope: !589)
!606 = !DILocation(line: 155, column: 55, scope: !589)
!607 = !DILocation(line: 155, column: 63, scope: !589)
!608 = !DILocation(line: 155, column: 68, scope: !589)
!609 = !DILocation(line: 155, column: 76, scope: !589)
!610 = !DILocation(line: 155, column: 71, scope: !589)
!611 = !DILocation(line: 155, column: 79, scope: !589)
!612 = !DILocation(line: 156, column: 14, scope: !589)
!613 = !DILocation(line: 156, column: 24, scope: !589)
!614 = !DILocation(line: 156, column: 19, scope: !589)
!615 = !DILocation(line: 0, scope: !589)
!616 = !DILocation(line: 155, column: 5, scope: !589)
!617 = distinct !DISubprogram(name: "any_nonce", scope: !3, file: !3, line: 176, type: !143, scopeLine: 177, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!618 = !DILocalVariable(name: "n", scope: !619, file: !3, line: 178, type: !29)
!619 = distinct !DILexicalBlock(scope: !617, file: !3, line: 178, column: 5)
!620 = !DILocation(line: 178, column: 14, scope: !619)
!621 = !DILocation(line: 178, column: 10, scope: !619)
!622 = !DILocation(line: 178, column: 22, scope: !623)
!623 = distinct !DILexicalBlock(scope: !619, file: !3, line: 178, column: 5)
!624 = !DILocation(line: 178, column: 24, scope: !623)
!625 = !DILocation(line: 178, column: 5, scope: !619)
!626 = !DILocation(line: 179, column: 14, scope: !627)
!627 = distinct !DILexicalBlock(scope: !623, file: !3, line: 179, column: 13)
!628 = !DILocation(line: 179, column: 28, scope: !627)
!629 = !DILocation(line: 179, column: 25, scope: !627)
!630 = !DILocation(line: 179, column: 20, scope: !627)
!631 = !DILocation(line: 179, column: 32, scope: !627)
!632 = !DILocation(line: 179, column: 36, scope: !627)
!633 = !DILocation(line: 179, column: 13, scope: !623)
!634 = !DILocation(line: 180, column: 20, scope: !627)
!635 = !DILocation(line: 180, column: 13, scope: !627)
!636 = !DILocation(line: 179, column: 59, scope: !627)
!637 = !DILocation(line: 178, column: 31, scope: !623)
!638 = !DILocation(line: 178, column: 5, scope: !623)
!639 = distinct !{!639, !625, !640, !295}
!640 = !DILocation(line: 180, column: 20, scope: !619)
!641 = !DILocation(line: 181, column: 5, scope: !617)
!642 = !DILocation(line: 182, column: 1, scope: !617)
