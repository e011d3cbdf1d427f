; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@have_first = internal unnamed_addr global i1 false, align 4, !dbg !0
@.str = private unnamed_addr constant [34 x i8] c"n=%d solutions=%ld (array %ld)%s\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !11
@.str.2 = private unnamed_addr constant [10 x i8] c" MISMATCH\00", align 1, !dbg !16
@first = internal unnamed_addr global [16 x i32] zeroinitializer, align 16, !dbg !21
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !36 {
  %1 = alloca [16 x i32], align 16, !DIAssignID !56
    #dbg_assign(i1 undef, !42, !DIExpression(), !56, ptr %1, !DIExpression(), !57)
    #dbg_value(i32 1, !40, !DIExpression(), !58)
  br label %3, !dbg !59

2:                                                ; preds = %58
  ret i32 0, !dbg !60

3:                                                ; preds = %0, %58
  %4 = phi i32 [ 1, %0 ], [ %59, %58 ]
    #dbg_value(i32 %4, !40, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !61
  store i1 false, ptr @have_first, align 4, !dbg !62
  %5 = tail call fastcc i64 @count_bits(i32 noundef %4, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !63
    #dbg_value(i64 %5, !45, !DIExpression(), !57)
  %6 = call fastcc i64 @solve(ptr noundef nonnull %1, i32 noundef 0, i32 noundef %4), !dbg !64
    #dbg_value(i64 %6, !47, !DIExpression(), !57)
  %7 = icmp eq i64 %5, %6, !dbg !65
  %8 = select i1 %7, ptr @.str.1, ptr @.str.2, !dbg !66
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i64 noundef %5, i64 noundef %6, ptr noundef nonnull %8), !dbg !67
  %10 = icmp eq i32 %4, 8, !dbg !68
  br i1 %10, label %11, label %58, !dbg !69

11:                                               ; preds = %3, %11
  %12 = phi i64 [ %56, %11 ], [ 0, %3 ]
    #dbg_value(i64 %12, !48, !DIExpression(), !70)
  %13 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %12
    #dbg_value(i32 0, !52, !DIExpression(), !71)
    #dbg_value(i32 0, !52, !DIExpression(), !71)
  %14 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %15 = icmp eq i32 %14, 0, !dbg !78
  %16 = select i1 %15, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %16, !79, !DIExpression(), !85)
  %17 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %18 = tail call i32 @putc(i32 noundef %16, ptr noundef %17), !dbg !90
    #dbg_value(i32 1, !52, !DIExpression(), !71)
  %19 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %20 = icmp eq i32 %19, 1, !dbg !78
  %21 = select i1 %20, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %21, !79, !DIExpression(), !85)
  %22 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %23 = tail call i32 @putc(i32 noundef %21, ptr noundef %22), !dbg !90
    #dbg_value(i32 2, !52, !DIExpression(), !71)
  %24 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %25 = icmp eq i32 %24, 2, !dbg !78
  %26 = select i1 %25, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %26, !79, !DIExpression(), !85)
  %27 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %28 = tail call i32 @putc(i32 noundef %26, ptr noundef %27), !dbg !90
    #dbg_value(i32 3, !52, !DIExpression(), !71)
  %29 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %30 = icmp eq i32 %29, 3, !dbg !78
  %31 = select i1 %30, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %31, !79, !DIExpression(), !85)
  %32 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %33 = tail call i32 @putc(i32 noundef %31, ptr noundef %32), !dbg !90
    #dbg_value(i32 4, !52, !DIExpression(), !71)
  %34 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %35 = icmp eq i32 %34, 4, !dbg !78
  %36 = select i1 %35, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %36, !79, !DIExpression(), !85)
  %37 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %38 = tail call i32 @putc(i32 noundef %36, ptr noundef %37), !dbg !90
    #dbg_value(i32 5, !52, !DIExpression(), !71)
  %39 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %40 = icmp eq i32 %39, 5, !dbg !78
  %41 = select i1 %40, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %41, !79, !DIExpression(), !85)
  %42 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %43 = tail call i32 @putc(i32 noundef %41, ptr noundef %42), !dbg !90
    #dbg_value(i32 6, !52, !DIExpression(), !71)
  %44 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %45 = icmp eq i32 %44, 6, !dbg !78
  %46 = select i1 %45, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %46, !79, !DIExpression(), !85)
  %47 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %48 = tail call i32 @putc(i32 noundef %46, ptr noundef %47), !dbg !90
    #dbg_value(i32 7, !52, !DIExpression(), !71)
  %49 = load i32, ptr %13, align 4, !dbg !72, !tbaa !74
  %50 = icmp eq i32 %49, 7, !dbg !78
  %51 = select i1 %50, i32 81, i32 46, !dbg !72
    #dbg_value(i32 %51, !79, !DIExpression(), !85)
  %52 = load ptr, ptr @stdout, align 8, !dbg !87, !tbaa !88
  %53 = tail call i32 @putc(i32 noundef %51, ptr noundef %52), !dbg !90
    #dbg_value(i32 8, !52, !DIExpression(), !71)
    #dbg_value(i32 10, !79, !DIExpression(), !91)
  %54 = load ptr, ptr @stdout, align 8, !dbg !93, !tbaa !88
  %55 = tail call i32 @putc(i32 noundef 10, ptr noundef %54), !dbg !94
  %56 = add nuw nsw i64 %12, 1, !dbg !95
    #dbg_value(i64 %56, !48, !DIExpression(), !70)
  %57 = icmp eq i64 %56, 8, !dbg !96
  br i1 %57, label %58, label %11, !dbg !97, !llvm.loop !98

58:                                               ; preds = %11, %3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !101
  %59 = add nuw nsw i32 %4, 1, !dbg !102
    #dbg_value(i32 %59, !40, !DIExpression(), !58)
  %60 = icmp eq i32 %59, 9, !dbg !103
  br i1 %60, label %2, label %3, !dbg !59, !llvm.loop !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @count_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #2 !dbg !106 {
    #dbg_value(i32 %0, !111, !DIExpression(), !120)
    #dbg_value(i32 %1, !112, !DIExpression(), !120)
    #dbg_value(i32 %2, !113, !DIExpression(), !120)
    #dbg_value(i32 %3, !114, !DIExpression(), !120)
  %5 = shl nsw i32 -1, %0, !dbg !121
  %6 = xor i32 %5, -1, !dbg !121
    #dbg_value(i32 %6, !115, !DIExpression(), !120)
  %7 = icmp eq i32 %6, %1, !dbg !122
  br i1 %7, label %29, label %8, !dbg !124

8:                                                ; preds = %4
    #dbg_value(i64 0, !116, !DIExpression(), !120)
  %9 = or i32 %2, %1, !dbg !125
  %10 = or i32 %9, %3, !dbg !126
  %11 = xor i32 %10, -1, !dbg !127
  %12 = and i32 %11, %6, !dbg !128
    #dbg_value(i32 %12, !117, !DIExpression(), !120)
    #dbg_value(i64 0, !116, !DIExpression(), !120)
  %13 = icmp eq i32 %12, 0, !dbg !129
  br i1 %13, label %29, label %14, !dbg !129

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i64 [ %27, %14 ], [ 0, %8 ]
    #dbg_value(i32 %15, !117, !DIExpression(), !120)
    #dbg_value(i64 %16, !116, !DIExpression(), !120)
  %17 = sub i32 0, %15, !dbg !130
  %18 = and i32 %15, %17, !dbg !131
    #dbg_value(i32 %18, !118, !DIExpression(), !132)
  %19 = xor i32 %18, %15, !dbg !133
    #dbg_value(i32 %19, !117, !DIExpression(), !120)
  %20 = or i32 %18, %1, !dbg !134
  %21 = or i32 %18, %2, !dbg !135
  %22 = shl i32 %21, 1, !dbg !136
  %23 = and i32 %22, %6, !dbg !137
  %24 = or i32 %18, %3, !dbg !138
  %25 = lshr i32 %24, 1, !dbg !139
  %26 = tail call fastcc i64 @count_bits(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25), !dbg !140
  %27 = add nsw i64 %26, %16, !dbg !141
    #dbg_value(i64 %27, !116, !DIExpression(), !120)
  %28 = icmp eq i32 %18, %15, !dbg !129
  br i1 %28, label %29, label %14, !dbg !129, !llvm.loop !142

29:                                               ; preds = %14, %8, %4
  %30 = phi i64 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ], !dbg !120
  ret i64 %30, !dbg !144
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @solve(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !145 {
    #dbg_value(ptr %0, !150, !DIExpression(), !162)
    #dbg_value(i32 %1, !151, !DIExpression(), !162)
    #dbg_value(i32 %2, !152, !DIExpression(), !162)
  %4 = icmp eq i32 %1, %2, !dbg !163
  br i1 %4, label %23, label %5, !dbg !164

5:                                                ; preds = %3
    #dbg_value(i32 0, !160, !DIExpression(), !165)
    #dbg_value(i64 0, !159, !DIExpression(), !162)
  %6 = icmp sgt i32 %2, 0, !dbg !166
  br i1 %6, label %7, label %68, !dbg !168

7:                                                ; preds = %5
  %8 = icmp slt i32 %1, 1
  %9 = zext nneg i32 %1 to i64
  %10 = sext i32 %1 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = add nsw i32 %1, 1
  br i1 %8, label %16, label %13

13:                                               ; preds = %7
  %14 = load i32, ptr %0, align 4, !dbg !169, !tbaa !74
  %15 = sub nsw i32 0, %1
  br label %31, !dbg !168

16:                                               ; preds = %7, %16
  %17 = phi i32 [ %21, %16 ], [ 0, %7 ]
  %18 = phi i64 [ %20, %16 ], [ 0, %7 ]
    #dbg_value(i32 %17, !160, !DIExpression(), !165)
    #dbg_value(i64 %18, !159, !DIExpression(), !162)
    #dbg_value(ptr %0, !179, !DIExpression(), !186)
    #dbg_value(i32 %1, !180, !DIExpression(), !186)
    #dbg_value(i32 %17, !181, !DIExpression(), !186)
    #dbg_value(i32 0, !182, !DIExpression(), !187)
  store i32 %17, ptr %11, align 4, !dbg !188, !tbaa !74
  %19 = tail call fastcc i64 @solve(ptr noundef %0, i32 noundef %12, i32 noundef %2), !dbg !190
  %20 = add nsw i64 %19, %18, !dbg !191
    #dbg_value(i64 %20, !159, !DIExpression(), !162)
    #dbg_value(i64 poison, !159, !DIExpression(), !162)
  %21 = add nuw nsw i32 %17, 1, !dbg !192
    #dbg_value(i32 %21, !160, !DIExpression(), !165)
  %22 = icmp eq i32 %21, %2, !dbg !166
  br i1 %22, label %68, label %16, !dbg !168, !llvm.loop !193

23:                                               ; preds = %3
  %24 = load i1, ptr @have_first, align 4, !dbg !195
  br i1 %24, label %68, label %25, !dbg !196

25:                                               ; preds = %23
    #dbg_value(i32 0, !153, !DIExpression(), !197)
  %26 = icmp sgt i32 %1, 0, !dbg !198
  br i1 %26, label %27, label %30, !dbg !200

27:                                               ; preds = %25
  %28 = zext nneg i32 %1 to i64, !dbg !200
  %29 = shl nuw nsw i64 %28, 2, !dbg !200
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @first, ptr align 4 %0, i64 %29, i1 false), !dbg !201, !tbaa !74
    #dbg_value(i64 poison, !153, !DIExpression(), !197)
  br label %30, !dbg !202

30:                                               ; preds = %27, %25
  store i1 true, ptr @have_first, align 4, !dbg !202
  br label %68, !dbg !203

31:                                               ; preds = %13, %63
  %32 = phi i32 [ %64, %63 ], [ %14, %13 ], !dbg !169
  %33 = phi i32 [ %66, %63 ], [ 0, %13 ]
  %34 = phi i64 [ %65, %63 ], [ 0, %13 ]
    #dbg_value(i32 %33, !160, !DIExpression(), !165)
    #dbg_value(i64 %34, !159, !DIExpression(), !162)
    #dbg_value(ptr %0, !179, !DIExpression(), !186)
    #dbg_value(i32 %1, !180, !DIExpression(), !186)
    #dbg_value(i32 %33, !181, !DIExpression(), !186)
    #dbg_value(i32 0, !182, !DIExpression(), !187)
    #dbg_value(i64 0, !182, !DIExpression(), !187)
  %35 = icmp eq i32 %32, %33, !dbg !204
  br i1 %35, label %63, label %36, !dbg !206

36:                                               ; preds = %31
    #dbg_value(i64 0, !182, !DIExpression(), !187)
  %37 = sub nsw i32 %32, %33, !dbg !207
  %38 = icmp eq i32 %37, %15, !dbg !208
  %39 = icmp eq i32 %37, %1
  %40 = or i1 %38, %39, !dbg !209
  br i1 %40, label %63, label %41, !dbg !209

41:                                               ; preds = %36, %49
  %42 = phi i64 [ %43, %49 ], [ 0, %36 ]
    #dbg_value(i64 %42, !182, !DIExpression(), !187)
  %43 = add nuw nsw i64 %42, 1, !dbg !210
    #dbg_value(i64 %43, !182, !DIExpression(), !187)
  %44 = icmp eq i64 %43, %9, !dbg !211
  br i1 %44, label %57, label %45, !dbg !212, !llvm.loop !213

45:                                               ; preds = %41
    #dbg_value(i64 poison, !182, !DIExpression(), !187)
  %46 = getelementptr inbounds i32, ptr %0, i64 %43, !dbg !169
  %47 = load i32, ptr %46, align 4, !dbg !169, !tbaa !74
    #dbg_value(i32 %47, !183, !DIExpression(), !215)
  %48 = icmp eq i32 %47, %33, !dbg !204
  br i1 %48, label %57, label %49, !dbg !206, !llvm.loop !213

49:                                               ; preds = %45
    #dbg_value(i64 %43, !182, !DIExpression(), !187)
  %50 = sub nsw i32 %47, %33, !dbg !207
  %51 = trunc i64 %43 to i32, !dbg !208
  %52 = sub i32 %51, %1, !dbg !208
  %53 = icmp eq i32 %50, %52, !dbg !208
  %54 = sub i32 %1, %51
  %55 = icmp eq i32 %50, %54
  %56 = or i1 %53, %55, !dbg !209
    #dbg_value(i64 %43, !182, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !187)
  br i1 %56, label %57, label %41, !dbg !209, !llvm.loop !213

57:                                               ; preds = %41, %45, %49
  %58 = icmp ult i64 %43, %9
  br i1 %58, label %63, label %59, !dbg !216

59:                                               ; preds = %57
  store i32 %33, ptr %11, align 4, !dbg !188, !tbaa !74
  %60 = tail call fastcc i64 @solve(ptr noundef nonnull %0, i32 noundef %12, i32 noundef %2), !dbg !190
  %61 = add nsw i64 %60, %34, !dbg !191
    #dbg_value(i64 %61, !159, !DIExpression(), !162)
  %62 = load i32, ptr %0, align 4, !dbg !169, !tbaa !74
  br label %63, !dbg !217

63:                                               ; preds = %36, %31, %57, %59
  %64 = phi i32 [ %62, %59 ], [ %32, %57 ], [ %32, %31 ], [ %32, %36 ]
  %65 = phi i64 [ %61, %59 ], [ %34, %57 ], [ %34, %31 ], [ %34, %36 ], !dbg !162
    #dbg_value(i64 %65, !159, !DIExpression(), !162)
  %66 = add nuw nsw i32 %33, 1, !dbg !192
    #dbg_value(i32 %66, !160, !DIExpression(), !165)
  %67 = icmp eq i32 %66, %2, !dbg !166
  br i1 %67, label %68, label %31, !dbg !168, !llvm.loop !193

68:                                               ; preds = %63, %16, %5, %23, %30
  %69 = phi i64 [ 1, %30 ], [ 1, %23 ], [ 0, %5 ], [ %20, %16 ], [ %65, %63 ], !dbg !162
  ret i64 %69, !dbg !218
}

; Function Attrs: nofree nounwind
declare !dbg !219 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !226 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!1 = distinct !DIGlobalVariable(name: "have_first", scope: !2, file: !3, line: 29, type: !24, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nqueens.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "77d0dd9bd5a7ba21e1b2fd9791850f01")
!4 = !{!5, !11, !16, !21, !27}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 272, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 34)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 1)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 28, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 512, elements: !25)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 49, type: !37, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!24}
!39 = !{!40, !42, !45, !47, !48, !52}
!40 = !DILocalVariable(name: "n", scope: !41, file: !3, line: 50, type: !24)
!41 = distinct !DILexicalBlock(scope: !36, file: !3, line: 50, column: 5)
!42 = !DILocalVariable(name: "q", scope: !43, file: !3, line: 51, type: !23)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 50, column: 34)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 50, column: 5)
!45 = !DILocalVariable(name: "a", scope: !43, file: !3, line: 53, type: !46)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !DILocalVariable(name: "b", scope: !43, file: !3, line: 54, type: !46)
!48 = !DILocalVariable(name: "r", scope: !49, file: !3, line: 57, type: !24)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 57, column: 13)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 56, column: 21)
!51 = distinct !DILexicalBlock(scope: !43, file: !3, line: 56, column: 13)
!52 = !DILocalVariable(name: "c", scope: !53, file: !3, line: 58, type: !24)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 58, column: 17)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 57, column: 41)
!55 = distinct !DILexicalBlock(scope: !49, file: !3, line: 57, column: 13)
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 0, scope: !43)
!58 = !DILocation(line: 0, scope: !41)
!59 = !DILocation(line: 50, column: 5, scope: !41)
!60 = !DILocation(line: 64, column: 5, scope: !36)
!61 = !DILocation(line: 51, column: 9, scope: !43)
!62 = !DILocation(line: 52, column: 20, scope: !43)
!63 = !DILocation(line: 53, column: 18, scope: !43)
!64 = !DILocation(line: 54, column: 18, scope: !43)
!65 = !DILocation(line: 55, column: 65, scope: !43)
!66 = !DILocation(line: 55, column: 63, scope: !43)
!67 = !DILocation(line: 55, column: 9, scope: !43)
!68 = !DILocation(line: 56, column: 15, scope: !51)
!69 = !DILocation(line: 56, column: 13, scope: !43)
!70 = !DILocation(line: 0, scope: !49)
!71 = !DILocation(line: 0, scope: !53)
!72 = !DILocation(line: 59, column: 29, scope: !73)
!73 = distinct !DILexicalBlock(scope: !53, file: !3, line: 58, column: 17)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 59, column: 38, scope: !73)
!79 = !DILocalVariable(name: "__c", arg: 1, scope: !80, file: !81, line: 82, type: !24)
!80 = distinct !DISubprogram(name: "putchar", scope: !81, file: !81, line: 82, type: !82, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!82 = !DISubroutineType(types: !83)
!83 = !{!24, !24}
!84 = !{!79}
!85 = !DILocation(line: 0, scope: !80, inlinedAt: !86)
!86 = distinct !DILocation(line: 59, column: 21, scope: !73)
!87 = !DILocation(line: 84, column: 21, scope: !80, inlinedAt: !86)
!88 = !{!89, !89, i64 0}
!89 = !{!"any pointer", !76, i64 0}
!90 = !DILocation(line: 84, column: 10, scope: !80, inlinedAt: !86)
!91 = !DILocation(line: 0, scope: !80, inlinedAt: !92)
!92 = distinct !DILocation(line: 60, column: 17, scope: !54)
!93 = !DILocation(line: 84, column: 21, scope: !80, inlinedAt: !92)
!94 = !DILocation(line: 84, column: 10, scope: !80, inlinedAt: !92)
!95 = !DILocation(line: 57, column: 37, scope: !55)
!96 = !DILocation(line: 57, column: 31, scope: !55)
!97 = !DILocation(line: 57, column: 13, scope: !49)
!98 = distinct !{!98, !97, !99, !100}
!99 = !DILocation(line: 61, column: 13, scope: !49)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 63, column: 5, scope: !44)
!102 = !DILocation(line: 50, column: 30, scope: !44)
!103 = !DILocation(line: 50, column: 23, scope: !44)
!104 = distinct !{!104, !59, !105, !100}
!105 = !DILocation(line: 63, column: 5, scope: !41)
!106 = distinct !DISubprogram(name: "count_bits", scope: !3, file: !3, line: 5, type: !107, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!46, !24, !109, !109, !109}
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!110 = !{!111, !112, !113, !114, !115, !116, !117, !118}
!111 = !DILocalVariable(name: "n", arg: 1, scope: !106, file: !3, line: 5, type: !24)
!112 = !DILocalVariable(name: "cols", arg: 2, scope: !106, file: !3, line: 5, type: !109)
!113 = !DILocalVariable(name: "d1", arg: 3, scope: !106, file: !3, line: 5, type: !109)
!114 = !DILocalVariable(name: "d2", arg: 4, scope: !106, file: !3, line: 5, type: !109)
!115 = !DILocalVariable(name: "full", scope: !106, file: !3, line: 6, type: !109)
!116 = !DILocalVariable(name: "total", scope: !106, file: !3, line: 9, type: !46)
!117 = !DILocalVariable(name: "avail", scope: !106, file: !3, line: 10, type: !109)
!118 = !DILocalVariable(name: "bit", scope: !119, file: !3, line: 12, type: !109)
!119 = distinct !DILexicalBlock(scope: !106, file: !3, line: 11, column: 19)
!120 = !DILocation(line: 0, scope: !106)
!121 = !DILocation(line: 6, column: 31, scope: !106)
!122 = !DILocation(line: 7, column: 14, scope: !123)
!123 = distinct !DILexicalBlock(scope: !106, file: !3, line: 7, column: 9)
!124 = !DILocation(line: 7, column: 9, scope: !106)
!125 = !DILocation(line: 10, column: 36, scope: !106)
!126 = !DILocation(line: 10, column: 41, scope: !106)
!127 = !DILocation(line: 10, column: 29, scope: !106)
!128 = !DILocation(line: 10, column: 27, scope: !106)
!129 = !DILocation(line: 11, column: 5, scope: !106)
!130 = !DILocation(line: 12, column: 36, scope: !119)
!131 = !DILocation(line: 12, column: 30, scope: !119)
!132 = !DILocation(line: 0, scope: !119)
!133 = !DILocation(line: 13, column: 15, scope: !119)
!134 = !DILocation(line: 14, column: 37, scope: !119)
!135 = !DILocation(line: 14, column: 49, scope: !119)
!136 = !DILocation(line: 14, column: 56, scope: !119)
!137 = !DILocation(line: 14, column: 62, scope: !119)
!138 = !DILocation(line: 14, column: 74, scope: !119)
!139 = !DILocation(line: 14, column: 81, scope: !119)
!140 = !DILocation(line: 14, column: 18, scope: !119)
!141 = !DILocation(line: 14, column: 15, scope: !119)
!142 = distinct !{!142, !129, !143, !100}
!143 = !DILocation(line: 15, column: 5, scope: !106)
!144 = !DILocation(line: 17, column: 1, scope: !106)
!145 = distinct !DISubprogram(name: "solve", scope: !3, file: !3, line: 31, type: !146, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!146 = !DISubroutineType(types: !147)
!147 = !{!46, !148, !24, !24}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!149 = !{!150, !151, !152, !153, !159, !160}
!150 = !DILocalVariable(name: "q", arg: 1, scope: !145, file: !3, line: 31, type: !148)
!151 = !DILocalVariable(name: "row", arg: 2, scope: !145, file: !3, line: 31, type: !24)
!152 = !DILocalVariable(name: "n", arg: 3, scope: !145, file: !3, line: 31, type: !24)
!153 = !DILocalVariable(name: "i", scope: !154, file: !3, line: 34, type: !24)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 34, column: 13)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 33, column: 26)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 33, column: 13)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 32, column: 19)
!158 = distinct !DILexicalBlock(scope: !145, file: !3, line: 32, column: 9)
!159 = !DILocalVariable(name: "c", scope: !145, file: !3, line: 40, type: !46)
!160 = !DILocalVariable(name: "col", scope: !161, file: !3, line: 41, type: !24)
!161 = distinct !DILexicalBlock(scope: !145, file: !3, line: 41, column: 5)
!162 = !DILocation(line: 0, scope: !145)
!163 = !DILocation(line: 32, column: 13, scope: !158)
!164 = !DILocation(line: 32, column: 9, scope: !145)
!165 = !DILocation(line: 0, scope: !161)
!166 = !DILocation(line: 41, column: 27, scope: !167)
!167 = distinct !DILexicalBlock(scope: !161, file: !3, line: 41, column: 5)
!168 = !DILocation(line: 41, column: 5, scope: !161)
!169 = !DILocation(line: 21, column: 17, scope: !170, inlinedAt: !184)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 20, column: 35)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 20, column: 5)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 20, column: 5)
!173 = distinct !DISubprogram(name: "safe", scope: !3, file: !3, line: 19, type: !174, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!174 = !DISubroutineType(types: !175)
!175 = !{!24, !176, !24, !24}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!178 = !{!179, !180, !181, !182, !183}
!179 = !DILocalVariable(name: "q", arg: 1, scope: !173, file: !3, line: 19, type: !176)
!180 = !DILocalVariable(name: "row", arg: 2, scope: !173, file: !3, line: 19, type: !24)
!181 = !DILocalVariable(name: "col", arg: 3, scope: !173, file: !3, line: 19, type: !24)
!182 = !DILocalVariable(name: "r", scope: !172, file: !3, line: 20, type: !24)
!183 = !DILocalVariable(name: "c", scope: !170, file: !3, line: 21, type: !24)
!184 = distinct !DILocation(line: 42, column: 13, scope: !185)
!185 = distinct !DILexicalBlock(scope: !167, file: !3, line: 42, column: 13)
!186 = !DILocation(line: 0, scope: !173, inlinedAt: !184)
!187 = !DILocation(line: 0, scope: !172, inlinedAt: !184)
!188 = !DILocation(line: 43, column: 20, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 42, column: 32)
!190 = !DILocation(line: 44, column: 18, scope: !189)
!191 = !DILocation(line: 44, column: 15, scope: !189)
!192 = !DILocation(line: 41, column: 35, scope: !167)
!193 = distinct !{!193, !168, !194, !100}
!194 = !DILocation(line: 45, column: 9, scope: !161)
!195 = !DILocation(line: 33, column: 14, scope: !156)
!196 = !DILocation(line: 33, column: 13, scope: !157)
!197 = !DILocation(line: 0, scope: !154)
!198 = !DILocation(line: 34, column: 31, scope: !199)
!199 = distinct !DILexicalBlock(scope: !154, file: !3, line: 34, column: 13)
!200 = !DILocation(line: 34, column: 13, scope: !154)
!201 = !DILocation(line: 35, column: 26, scope: !199)
!202 = !DILocation(line: 36, column: 24, scope: !155)
!203 = !DILocation(line: 37, column: 9, scope: !155)
!204 = !DILocation(line: 22, column: 15, scope: !205, inlinedAt: !184)
!205 = distinct !DILexicalBlock(scope: !170, file: !3, line: 22, column: 13)
!206 = !DILocation(line: 22, column: 22, scope: !205, inlinedAt: !184)
!207 = !DILocation(line: 22, column: 27, scope: !205, inlinedAt: !184)
!208 = !DILocation(line: 22, column: 33, scope: !205, inlinedAt: !184)
!209 = !DILocation(line: 22, column: 44, scope: !205, inlinedAt: !184)
!210 = !DILocation(line: 20, column: 31, scope: !171, inlinedAt: !184)
!211 = !DILocation(line: 20, column: 23, scope: !171, inlinedAt: !184)
!212 = !DILocation(line: 20, column: 5, scope: !172, inlinedAt: !184)
!213 = distinct !{!213, !212, !214, !100}
!214 = !DILocation(line: 24, column: 5, scope: !172, inlinedAt: !184)
!215 = !DILocation(line: 0, scope: !170, inlinedAt: !184)
!216 = !DILocation(line: 42, column: 13, scope: !167)
!217 = !DILocation(line: 45, column: 9, scope: !189)
!218 = !DILocation(line: 47, column: 1, scope: !145)
!219 = !DISubprogram(name: "printf", scope: !220, file: !220, line: 356, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!221 = !DISubroutineType(types: !222)
!222 = !{!24, !223, null}
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!226 = !DISubprogram(name: "putc", scope: !220, file: !220, line: 550, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!24, !24, !229}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !231, line: 7, baseType: !232)
!231 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !233, line: 49, size: 1728, elements: !234)
!233 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!234 = !{!235, !236, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !251, !253, !254, !255, !258, !260, !262, !263, !266, !268, !271, !274, !275, !277, !281, !282}
!235 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !232, file: !233, line: 51, baseType: !24, size: 32)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !232, file: !233, line: 54, baseType: !237, size: 64, offset: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !232, file: !233, line: 55, baseType: !237, size: 64, offset: 128)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !232, file: !233, line: 56, baseType: !237, size: 64, offset: 192)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !232, file: !233, line: 57, baseType: !237, size: 64, offset: 256)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !232, file: !233, line: 58, baseType: !237, size: 64, offset: 320)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !232, file: !233, line: 59, baseType: !237, size: 64, offset: 384)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !232, file: !233, line: 60, baseType: !237, size: 64, offset: 448)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !232, file: !233, line: 61, baseType: !237, size: 64, offset: 512)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !232, file: !233, line: 64, baseType: !237, size: 64, offset: 576)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !232, file: !233, line: 65, baseType: !237, size: 64, offset: 640)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !232, file: !233, line: 66, baseType: !237, size: 64, offset: 704)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !232, file: !233, line: 68, baseType: !249, size: 64, offset: 768)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !233, line: 36, flags: DIFlagFwdDecl)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !232, file: !233, line: 70, baseType: !252, size: 64, offset: 832)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !232, file: !233, line: 72, baseType: !24, size: 32, offset: 896)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !232, file: !233, line: 73, baseType: !24, size: 32, offset: 928)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !232, file: !233, line: 74, baseType: !256, size: 64, offset: 960)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !257, line: 152, baseType: !46)
!257 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!258 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !232, file: !233, line: 77, baseType: !259, size: 16, offset: 1024)
!259 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !232, file: !233, line: 78, baseType: !261, size: 8, offset: 1040)
!261 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !232, file: !233, line: 79, baseType: !13, size: 8, offset: 1048)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !232, file: !233, line: 81, baseType: !264, size: 64, offset: 1088)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !233, line: 43, baseType: null)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !232, file: !233, line: 89, baseType: !267, size: 64, offset: 1152)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !257, line: 153, baseType: !46)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !232, file: !233, line: 91, baseType: !269, size: 64, offset: 1216)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !233, line: 37, flags: DIFlagFwdDecl)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !232, file: !233, line: 92, baseType: !272, size: 64, offset: 1280)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !233, line: 38, flags: DIFlagFwdDecl)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !232, file: !233, line: 93, baseType: !252, size: 64, offset: 1344)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !232, file: !233, line: 94, baseType: !276, size: 64, offset: 1408)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !232, file: !233, line: 95, baseType: !278, size: 64, offset: 1472)
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !279, line: 18, baseType: !280)
!279 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!280 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !232, file: !233, line: 96, baseType: !24, size: 32, offset: 1536)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !232, file: !233, line: 98, baseType: !283, size: 160, offset: 1568)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !284)
!284 = !{!285}
!285 = !DISubrange(count: 20)
